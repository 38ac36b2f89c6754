//! The operators' export of contact requests (`server contacts export`).

use std::io::Write;

use super::store::StoredSubmission;

/// A cell a spreadsheet would run as a formula (or whose first character some spreadsheets
/// read as the start of one) is written with a leading apostrophe, which makes it text.
fn spreadsheet_text(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_string()
    }
}

/// The submissions as CSV with a header row; visitors' text cannot become formulas.
pub fn write_csv(rows: &[StoredSubmission], out: impl Write) -> csv::Result<()> {
    let mut writer = csv::Writer::from_writer(out);
    for row in rows {
        let text = |cell: &str| spreadsheet_text(cell);
        let optional = |cell: &Option<String>| cell.as_deref().map(spreadsheet_text);
        writer.serialize(StoredSubmission {
            id: row.id.clone(),
            created_at: row.created_at,
            channel: text(&row.channel),
            source: text(&row.source),
            name: text(&row.name),
            email: text(&row.email),
            company: optional(&row.company),
            phone: optional(&row.phone),
            message: optional(&row.message),
            recipient: optional(&row.recipient),
        })?;
    }
    writer.flush()?;
    Ok(())
}

/// The submissions as pretty JSON, exactly as stored.
pub fn write_json(rows: &[StoredSubmission], out: impl Write) -> serde_json::Result<()> {
    serde_json::to_writer_pretty(out, rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, message: Option<&str>) -> StoredSubmission {
        StoredSubmission {
            id: "id1".into(),
            created_at: 1,
            channel: "form".into(),
            source: "web".into(),
            name: name.into(),
            email: "ada@example.com".into(),
            company: None,
            phone: Some("+39 011 000 0000".into()),
            message: message.map(String::from),
            recipient: None,
        }
    }

    #[test]
    fn formula_cells_become_text_and_others_stay_as_written() {
        for formula in ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\r=1"] {
            assert_eq!(spreadsheet_text(formula), format!("'{formula}"));
        }
        for plain in ["Ada", "a=b", "", "1-2"] {
            assert_eq!(spreadsheet_text(plain), plain);
        }
    }

    #[test]
    fn the_csv_export_writes_no_cell_a_spreadsheet_would_run() {
        let mut out = Vec::new();
        write_csv(&[row("=cmd|' /C calc'!A0", Some("@SUM(1)")), row("Ada", None)], &mut out).unwrap();
        let mut reader = csv::Reader::from_reader(out.as_slice());
        let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        assert_eq!(records.len(), 2);
        for cell in records.iter().flat_map(|r| r.iter()) {
            assert!(!cell.starts_with(['=', '+', '-', '@', '\t', '\r']), "{cell:?}");
        }
        assert_eq!(&records[0][4], "'=cmd|' /C calc'!A0");
        assert_eq!(&records[1][4], "Ada");
    }
}
