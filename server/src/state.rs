use std::sync::Arc;

use app::site::{SiteConfig, WidgetAssets};
use leptos::config::LeptosOptions;

use crate::config::AppEnv;
use crate::content::PeopleStack;

/// What every handler may read. Cheap to clone; nothing in it changes after start.
#[derive(Clone)]
pub struct AppState {
    pub app_env: AppEnv,
    pub leptos: LeptosOptions,
    pub site: Arc<SiteConfig>,
    pub widgets: Arc<WidgetAssets>,
    pub people: Arc<PeopleStack>,
}
