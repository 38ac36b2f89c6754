/// The localStorage key of the choice, as a literal so the boot script below can be one constant.
macro_rules! storage_key {
    () => {
        "theme"
    };
}

/// Where the visitor's choice is saved, read by the boot script and written by the theme switch.
pub const STORAGE_KEY: &str = storage_key!();

/// Runs in `<head>` before the first paint, so the page never flashes in the wrong theme; it also
/// sets `data-scripts` so fallbacks for visitors without JavaScript can hide. Kept as one constant because the Content-Security-Policy allows it by its hash.
pub const THEME_BOOT_SCRIPT: &str = concat!(
    "(function(){var d=document.documentElement,m=window.matchMedia('(prefers-color-scheme: dark)');d.dataset.scripts='on';function a(){var s;try{s=localStorage.getItem('",
    storage_key!(),
    "')}catch(e){}var t=s==='light'||s==='dark'?s:(m.matches?'dark':'light');d.dataset.theme=t;d.dataset.themeChoice=s==='light'||s==='dark'?s:'system'}a();m.addEventListener('change',a);window.addEventListener('storage',function(e){if(e.key==='",
    storage_key!(),
    "')a()})})();"
);
