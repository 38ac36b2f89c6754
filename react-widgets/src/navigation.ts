import { guardChunkReloads } from './site/chunk-reload';
import { reportClientErrors } from './site/client-errors';
import { announceNewVersion, watchDeployments } from './site/deployments';
import { startPrefetch, stopPrefetch } from './site/prefetch';

// Page-level behaviour loaded on every page: small, no React.
reportClientErrors();
guardChunkReloads();
// Every navigation is a full page load (islands, no client router), so once a new build is
// announced the next page comes fresh from the server, as long as nothing old was prefetched.
watchDeployments(() => {
  stopPrefetch();
  announceNewVersion();
});
startPrefetch();
