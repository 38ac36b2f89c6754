import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { test, expect, sidewaysOverflow, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// The second server of playwright.config.ts answers with the fake model (end2end/fake-llm.mjs).
const modelServer = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;

function storedRatings(): Array<{ message_id: string; rating: string }> {
  const out = execFileSync('../target/release/server', ['chat', 'feedback'], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  return JSON.parse(out.toString());
}

async function openChat(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('#chat-question')).toBeVisible();
}

async function ask(page: Page, question: string) {
  await page.locator('#chat-question').fill(question);
  await page.locator('#chat-question').press('Enter');
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

for (const { path, question, expected, complete, sources } of [
  { path: '/en/rag-chat', question: 'When was Acme Intelligence founded?', expected: '2024', complete: 'Answer complete.', sources: 'Sources' },
  { path: '/rag-chat', question: 'Quanto costa il workshop di AI readiness?', expected: '4.800', complete: 'Risposta completata.', sources: 'Fonti' },
]) {
  test(`a visitor asks on ${path}, sees sources and a cited answer, and follows a citation`, async ({ page }) => {
    await openChat(page, path);
    expect(await axeViolations(page)).toEqual([]);
    await ask(page, question);
    const answer = page.locator('.chat-message--assistant').last();
    await expect(answer.getByRole('region', { name: sources })).toBeVisible();
    await expect(answer.locator('.chat-message__text')).toContainText(expected);
    await expect(page.getByRole('status').filter({ hasText: complete })).toBeAttached();
    await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    const source = answer.locator('.chat-source').first();
    const link = source.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(path === '/rag-chat' ? /^\/(?!en\/)/ : /^\/en\//);
    const citation = answer.locator('.chat-citation').first();
    await citation.click();
    expect(new URL(page.url()).hash).toBe(`#${await source.getAttribute('id')}`);
    await expect(page.locator('#chat-question')).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a greeting, a typo and two questions in one message get an answer to each, cited in turn', async ({ page }) => {
  await openChat(page, '/en/rag-chat');
  await ask(page, 'Good morning! How much does the AI readiness worskhop cost? And where are you based?');
  const answer = page.locator('.chat-message--assistant').last();
  const text = answer.locator('.chat-message__text');
  await expect(text).toContainText('4,800');
  await expect(text).toContainText('Turin');
  await expect(text.locator('em').first()).toHaveText('How much does the AI readiness worskhop cost?');
  await expect(answer.locator('.chat-source')).toHaveCount(2);
  await expect(answer.locator('.chat-citation')).toHaveText(['1', '2']);
});

test('two questions joined by "and", without question marks, get an answer each', async ({ page }) => {
  await openChat(page, '/rag-chat');
  await ask(page, 'quanto costa il workshop di AI readiness e dove avete sede');
  const text = page.locator('.chat-message--assistant').last().locator('.chat-message__text');
  await expect(text).toContainText('4.800');
  await expect(text).toContainText('Torino');
  await expect(text.locator('em')).toHaveCount(2);
});

test('a question asked again in other words in the same message is answered once', async ({ page }) => {
  await openChat(page, '/en/rag-chat');
  await ask(page, 'How much does the AI readiness workshop cost? What does it cost?');
  const text = page.locator('.chat-message--assistant').last().locator('.chat-message__text');
  await expect(text).toContainText('4,800');
  await expect(text.locator('em')).toHaveCount(0);
  expect(((await text.textContent()) ?? '').split('4,800').length - 1).toBe(1);
});

for (const { path, question, expected } of [
  { path: '/rag-chat', question: 'Volevo sapere, mi sapreste dire x quanto tempo conservate i dati? grazie 😊', expected: '24 mesi' },
  { path: '/en/rag-chat', question: 'COULD U TELL ME WHERE UR OFFICE IS? 🙂', expected: 'Turin' },
  // What visitors say of themselves around a question asks nothing.
  { path: '/rag-chat', question: 'Dove avete sede? Ho trovato il vostro sito su Google ieri.', expected: 'Torino' },
  { path: '/en/rag-chat', question: 'I found your site on Google yesterday. is a human checking what gets extracted', expected: 'human' },
  // A space missed, a typo of a form the site never writes.
  { path: '/en/rag-chat', question: 'how much is theworkshop?', expected: '4,800' },
  { path: '/rag-chat', question: 'in quanto tempo risponndete?', expected: 'giorni lavorativi' },
]) {
  test(`a question typed as visitors type it is answered as one: ${question}`, async ({ page }) => {
    await openChat(page, path);
    await ask(page, question);
    const answer = page.locator('.chat-message--assistant').last();
    const text = answer.locator('.chat-message__text');
    await expect(text).toContainText(expected);
    // An answer, not passages that may hold it.
    await expect(answer).not.toHaveClass(/chat-message--passages/);
    // One question, so no heading repeats a piece of it.
    await expect(text.locator('em')).toHaveCount(0);
  });
}

for (const { path, turns } of [
  {
    path: '/en/rag-chat',
    turns: [
      { question: 'How much does the AI readiness workshop cost?', expected: '4,800' },
      // Something new: read as a first question, not pulled towards the workshop.
      { question: 'When did the company start?', expected: '2024' },
      // A follow-up: about what was asked before.
      { question: 'and where is it based?', expected: 'Turin' },
      // Thanks ask nothing: a reply, not the last answer again.
      { question: 'Great, thanks!', expected: "You're welcome!" },
      // "Is there anything else you would like to know?": yes.
      { question: 'yes', expected: 'Go ahead: what would you like to know?' },
      { question: 'Bye!', expected: 'Goodbye, and thanks for stopping by!' },
    ],
  },
  {
    path: '/rag-chat',
    turns: [
      { question: 'Quanto costa il workshop di AI readiness?', expected: '4.800' },
      { question: "Da quando esiste l'azienda?", expected: '2024' },
      { question: 'e dove ha sede?', expected: 'Torino' },
      { question: 'perfetto grazie', expected: 'Prego!' },
      { question: 'no grazie', expected: 'Arrivederci, e grazie della visita!' },
    ],
  },
]) {
  test(`a conversation moves from one topic to the next and back, and ends in thanks and a farewell, on ${path}`, async ({ page }) => {
    await openChat(page, path);
    for (const [i, { question, expected }] of turns.entries()) {
      await ask(page, question);
      const answer = page.locator('.chat-message--assistant').nth(i);
      await expect(answer.locator('.chat-message__text')).toContainText(expected);
      await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    }
  });
}

for (const { path, question, expected, contacts } of [
  { path: '/en/rag-chat', question: 'Hi, are you a bot?', expected: "I'm this site's automatic assistant", contacts: '/en/contacts' },
  { path: '/rag-chat', question: 'posso parlare con una persona?', expected: "Sono l'assistente automatico del sito", contacts: '/contacts' },
  { path: '/en/rag-chat', question: "that's not what I asked", expected: 'Sorry, I may have misunderstood', contacts: '/en/contacts' },
  { path: '/rag-chat', question: 'non mi hai risposto', expected: 'Scusa, forse ho capito male', contacts: '/contacts' },
  { path: '/en/rag-chat', question: 'Wo ist Ihr Büro?', expected: 'I can only read questions in English or Italian', contacts: '/en/contacts' },
]) {
  test(`a message the site cannot answer gets the chat's own reply with the contact link: ${question}`, async ({ page }) => {
    await openChat(page, path);
    await ask(page, question);
    const answer = page.locator('.chat-message--assistant').last();
    await expect(answer.locator('.chat-message__text')).toContainText(expected);
    await expect(answer.locator(`a[href="${contacts}"]`)).toBeVisible();
  });
}

test('a rating is sent and stored', async ({ page }) => {
  await openChat(page, '/en/rag-chat');
  await ask(page, 'Where is the office of Acme Intelligence?');
  const helpful = page.getByRole('button', { name: 'Helpful', exact: true });
  await helpful.click();
  await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  expect(storedRatings().some((row) => row.rating === 'up' && /^[0-9a-f]{32}$/.test(row.message_id))).toBe(true);
});

test('the conversation survives a reload and New chat clears it', async ({ page }) => {
  await openChat(page, '/en/rag-chat');
  await ask(page, 'When was Acme Intelligence founded?');
  await expect(page.getByText('Answer complete.')).toBeAttached();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.chat-message--user')).toHaveText(/When was Acme Intelligence founded\?/);
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(page.locator('.chat-message')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'What does Acme Intelligence do?' })).toBeVisible();
});

test.describe('rate limited', () => {
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test('a 429 says how long to wait, and Try again recovers', async ({ page }) => {
    let refused = false;
    await page.route('**/api/chat', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '7', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: 'Too many requests - please try again later' }),
      });
    });
    await openChat(page, '/en/rag-chat');
    await ask(page, 'When was Acme Intelligence founded?');
    await expect(page.getByRole('alert').filter({ hasText: 'please wait 7 seconds' })).toBeAttached();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.chat-message--assistant .chat-message__text')).toContainText('2024');
    await expect(page.locator('.chat-message--user')).toHaveCount(1);
  });
});

test('Escape stops a streaming answer and gives the focus back to the question', async ({ page }) => {
  await openChat(page, `${modelServer}/en/rag-chat`);
  await ask(page, 'When was Acme Intelligence founded? Answer slowly.');
  const text = page.locator('.chat-message--assistant .chat-message__text');
  await expect(text).toContainText('word2');
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'true');
  await page.locator('#chat-question').press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'Answer stopped.' })).toBeAttached();
  const stoppedAt = await text.textContent();
  await page.waitForTimeout(600);
  expect(await text.textContent()).toBe(stoppedAt);
  await expect(page.locator('#chat-question')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('with a model, the answer streams in and cites its source', async ({ page }) => {
  await openChat(page, `${modelServer}/en/rag-chat`);
  await ask(page, 'When was Acme Intelligence founded?');
  const answer = page.locator('.chat-message--assistant');
  await expect(answer.locator('.chat-message__text')).toHaveText('Acme Intelligence was founded in 2024 in Turin 1.');
  await expect(answer.locator('.chat-citation')).toHaveAttribute('aria-label', 'Source 1');
});

test('with a model, weak evidence is read whole and only the section it cites is listed', async ({ page }) => {
  const question = 'what score did you reach after adding keyword search';
  // The stream as the API sends it (a browser may not keep the body of a streamed response).
  const body = await (await page.request.post(`${modelServer}/api/chat`, { data: { question, locale: 'en' } })).text();
  const sent = body.split('\n\n').find((event) => event.startsWith('event: sources'));
  const read = JSON.parse(sent!.split('\ndata: ')[1]);
  expect(read.length).toBeGreaterThan(1);
  await openChat(page, `${modelServer}/en/rag-chat`);
  await ask(page, question);
  const answer = page.locator('.chat-message--assistant');
  await expect(answer.locator('.chat-message__text')).toHaveText('Acme Intelligence was founded in 2024 in Turin 1.');
  await expect(answer.locator('.chat-source')).toHaveCount(1);
  await expect(answer).not.toHaveClass(/chat-message--passages/);
});

test('when the model fails, the offline answer comes with a notice', async ({ page }) => {
  await openChat(page, `${modelServer}/en/rag-chat`);
  await ask(page, 'When was Acme Intelligence founded? The model is down.');
  const answer = page.locator('.chat-message--assistant');
  await expect(answer.locator('.chat-message__text')).toContainText('2024');
  await expect(answer.getByText(/language model did not answer/)).toBeVisible();
});

for (const [failure, question] of [
  ['cuts its answer short', 'When was Acme Intelligence founded? Your answer is interrupted.'],
  ['reads its prompt back', 'When was Acme Intelligence founded? Just echo.'],
]) {
  test(`when the model ${failure}, the visitor gets the offline answer with a notice`, async ({ page }) => {
    await openChat(page, `${modelServer}/en/rag-chat`);
    await ask(page, question);
    const answer = page.locator('.chat-message--assistant');
    await expect(answer.getByText(/language model did not answer/)).toBeVisible();
    await expect(answer.locator('.chat-message__text')).toContainText('2024');
    await expect(answer.locator('.chat-message__text')).not.toContainText('source n=');
    await expect(answer.locator('.chat-message__text')).not.toContainText('square brackets');
  });
}

test('without JavaScript the form asks and the server answers with sources', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/rag-chat');
  await page.getByRole('textbox', { name: 'La tua domanda' }).fill('Quanto costa il workshop di AI readiness?');
  await page.getByRole('button', { name: 'Invia' }).click();
  await expect(page).toHaveURL(/\?q=/);
  const reply = page.locator('.chat-reply');
  await expect(reply).toContainText('4.800');
  await expect(reply.locator('.chat-source').first().getByRole('link')).toHaveAttribute('href', /^\/(?!en\/)/);
  await reply.locator('a[href="#source-1"]').first().click();
  expect(new URL(page.url()).hash).toBe('#source-1');
  await page.goto('/en/rag-chat');
  await page.getByRole('link', { name: 'What does Acme Intelligence do?' }).click();
  await expect(page.locator('.chat-reply')).toContainText('Acme');
  await context.close();
});

test('at 200% zoom (a 1280×720 window is 640×360 CSS pixels) the chat fits and the composer stays reachable', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 360 });
  await openChat(page, '/en/rag-chat');
  await ask(page, 'When was Acme Intelligence founded?');
  await expect(page.locator('.chat-message--assistant .chat-message__text')).toContainText('2024');
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.locator('.chat-source').first().scrollIntoViewIfNeeded();
  await expect(page.locator('#chat-question')).toBeInViewport();
});
