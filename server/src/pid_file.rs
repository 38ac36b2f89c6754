//! The running server's process id in a file (`SITE_PID_FILE`, default data/server.pid), so an
//! operator's `server content reload` can find it and send it SIGHUP.

use std::path::Path;

use anyhow::Context;

/// Writes this process's id to `path`, creating its folder.
pub fn write_pid(path: &Path) -> std::io::Result<()> {
    if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)?;
    }
    std::fs::write(path, format!("{}\n", std::process::id()))
}

pub fn read_pid(path: &Path) -> anyhow::Result<i32> {
    let text = std::fs::read_to_string(path).with_context(|| format!("no running server: cannot read {}", path.display()))?;
    text.trim().parse().with_context(|| format!("{} does not hold a process id", path.display()))
}

/// Tells the server `pid` to reload its content (SIGHUP).
pub fn signal_reload(pid: i32) -> std::io::Result<()> {
    let pid = rustix::process::Pid::from_raw(pid).ok_or_else(|| std::io::Error::other("not a process id"))?;
    rustix::process::kill_process(pid, rustix::process::Signal::HUP).map_err(std::io::Error::from)
}
