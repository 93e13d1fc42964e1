import Foundation

/// A CSV document read as RFC 4180 says (quoted fields may hold commas, doubled quotes and line
/// breaks): what the tests that read `trajectories.csv` share.
public struct CSVTable: Sendable {
    /// The first record's fields.
    public let header: [String]
    /// Every later record's fields, in order.
    public let rows: [[String]]

    /// Reads `text`; a final line break ends the last record rather than starting an empty one.
    /// - Parameter text: The CSV text.
    public init(parsing text: String) {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if quoted {
                if character == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = characters.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field)
                field = ""
            } else if character == "\n" || character == "\r\n" {
                record.append(field)
                records.append(record)
                (record, field) = ([], "")
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        header = records.first ?? []
        rows = Array(records.dropFirst())
    }

    /// The index of the column called `name`, if there is one.
    public func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }

    /// Row `row`'s field in the column called `name`, or `nil` when there is no such column or
    /// the row is too short.
    public func field(_ name: String, row: Int) -> String? {
        guard let column = column(name), rows.indices.contains(row), rows[row].indices.contains(column) else { return nil }
        return rows[row][column]
    }
}
