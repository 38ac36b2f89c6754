use std::fmt;
use std::path::PathBuf;

/// One problem in the content folder, naming the file it is in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentProblem {
    pub path: PathBuf,
    pub problem: String,
}

impl ContentProblem {
    pub fn new(path: impl Into<PathBuf>, problem: impl Into<String>) -> Self {
        Self { path: path.into(), problem: problem.into() }
    }
}

impl fmt::Display for ContentProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.problem)
    }
}

/// Everything wrong with a content folder, so an operator can fix it in one go.
#[derive(Debug, thiserror::Error)]
pub struct ContentError(pub Vec<ContentProblem>);

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "the content folder has {} problem(s):", self.0.len())?;
        for problem in &self.0 {
            writeln!(f, "  - {problem}")?;
        }
        Ok(())
    }
}
