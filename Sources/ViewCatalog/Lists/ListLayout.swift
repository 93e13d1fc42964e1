import Foundation
import LayoutCore

/// Places a list's rows and the chrome of its sections, as iOS lays out a list at rest.
///
/// The subviews arrive flat, in body order, each with a ``ListItemRole``: a section's card,
/// header, rows, footer and separators. The layout stacks the sections from the top: the space
/// above a section (or its header), the card with the rows on it (each at least
/// ``ListMeasures/rowMinimumHeight`` tall, its content inset and centred vertically), then the
/// footer. Separators go between rows, from the row's leading inset to the card's trailing edge;
/// those a section does not need are given no size. The list takes all the room it is offered.
struct ListLayout: Layout {
    /// How the list draws itself.
    let look: ListLook

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 393
        if let height = proposal.height { return CGSize(width: width, height: height) }
        let frames = ListFrames(look: look, width: width, subviews: subviews)
        return CGSize(width: width, height: frames.contentHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = ListFrames(look: look, width: bounds.width, subviews: subviews)
        for index in subviews.indices {
            let frame = frames.placements[index] ?? .zero
            subviews[index].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                                  proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }
}

/// A section of a list as its subviews give it.
struct ListSectionParts {
    var card: Int?
    var header: Int?
    var footer: Int?
    var rows: [Int] = []
    var separators: [Int] = []
    /// Each row background with the rows it stands behind.
    var backgrounds: [(background: Int, rows: [Int])] = []

    /// Whether the section has anything to show.
    var isEmpty: Bool { rows.isEmpty && header == nil && footer == nil }
}

/// The frames of a list's subviews, computed once for a width.
struct ListFrames {
    /// Each subview's frame, relative to the list's top leading corner; a subview without one
    /// is given no size.
    private(set) var placements: [Int: CGRect] = [:]
    /// The height of everything stacked.
    private(set) var contentHeight: CGFloat = 0

    init(look: ListLook, width: CGFloat, subviews: LayoutSubviews) {
        let sections = Self.sections(of: subviews)
        var y: CGFloat = 0
        for (number, section) in sections.enumerated() where !section.isEmpty {
            y = place(section, first: number == 0, look: look, width: width, top: y, subviews: subviews)
        }
        contentHeight = y + (look.isGrouped ? ListMeasures.bottomSpacing : 0)
    }

    /// The subviews gathered into sections by their roles; the first is the list's own.
    static func sections(of subviews: LayoutSubviews) -> [ListSectionParts] {
        var sections = [ListSectionParts()]
        var current = 0
        var openBackground: Int?
        for index in subviews.indices {
            let role = subviews[index][ListItemRoleKey.self]
            switch role {
            case .card(let implicit):
                if implicit {
                    sections[0].card = index
                } else {
                    sections.append(ListSectionParts(card: index))
                    current = sections.count - 1
                }
            case .separator(let implicit): sections[implicit ? 0 : current].separators.append(index)
            case .header: sections[current].header = index
            case .footer: sections[current].footer = index
            case .rowBackground:
                sections[current].backgrounds.append((index, []))
                openBackground = sections[current].backgrounds.count - 1
            case .row:
                sections[current].rows.append(index)
                if let open = openBackground, subviews[index][ListRowHasBackgroundKey.self] {
                    sections[current].backgrounds[open].rows.append(index)
                } else {
                    openBackground = nil
                }
            }
        }
        return sections
    }

    /// Places one section from `top`; returns the bottom of what it placed.
    private mutating func place(_ section: ListSectionParts, first: Bool, look: ListLook, width: CGFloat, top: CGFloat,
                                subviews: LayoutSubviews) -> CGFloat {
        let cardX = look.margin
        let cardWidth = max(width - 2 * look.margin, 0)
        var y = top
        if let header = section.header {
            y += look.isGrouped ? ListMeasures.headerTopSpacing : ListMeasures.plainHeaderPadding
            y = placeText(header, x: cardX + ListMeasures.rowInsets.leading,
                          width: cardWidth - ListMeasures.rowInsets.leading - ListMeasures.rowInsets.trailing, top: y, subviews: subviews)
            y += look.isGrouped ? ListMeasures.headerBottomSpacing : ListMeasures.plainHeaderPadding
        } else if look.isGrouped {
            y += ListMeasures.sectionSpacing
        }
        let cardTop = y
        var rowFrames: [Int: CGRect] = [:]
        for row in section.rows {
            let frame = placeRow(row, x: cardX, width: cardWidth, top: y, subviews: subviews)
            rowFrames[row] = frame
            y = frame.maxY
        }
        if let card = section.card {
            placements[card] = section.rows.isEmpty ? .zero : CGRect(x: cardX, y: cardTop, width: cardWidth, height: y - cardTop)
        }
        placeSeparators(of: section, rowFrames: rowFrames, look: look, width: width, subviews: subviews)
        placeBackgrounds(of: section, rowFrames: rowFrames)
        if let footer = section.footer {
            y += ListMeasures.headerBottomSpacing
            y = placeText(footer, x: cardX + ListMeasures.rowInsets.leading,
                          width: cardWidth - ListMeasures.rowInsets.leading - ListMeasures.rowInsets.trailing, top: y, subviews: subviews)
        }
        return y
    }

    /// Places a header or footer at its own height; returns its bottom.
    private mutating func placeText(_ index: Int, x: CGFloat, width: CGFloat, top: CGFloat, subviews: LayoutSubviews) -> CGFloat {
        let size = subviews[index].sizeThatFits(ProposedViewSize(width: max(width, 0), height: nil))
        placements[index] = CGRect(x: x, y: top, width: size.width, height: size.height)
        return top + size.height
    }

    /// Places a row's content in its row and returns the row's frame.
    private mutating func placeRow(_ index: Int, x: CGFloat, width: CGFloat, top: CGFloat, subviews: LayoutSubviews) -> CGRect {
        let insets = subviews[index][ListRowInsetsKey.self].applied(to: ListMeasures.rowInsets)
        let contentWidth = max(width - insets.leading - insets.trailing, 0)
        let size = subviews[index].sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
        let height = max(ListMeasures.rowMinimumHeight, size.height + insets.top + insets.bottom)
        let contentTop = top + insets.top + (height - insets.top - insets.bottom - size.height) / 2
        placements[index] = CGRect(x: x + insets.leading, y: contentTop, width: min(size.width, contentWidth), height: size.height)
        return CGRect(x: x, y: top, width: width, height: height)
    }

    /// Puts a separator between each two rows whose separators are not hidden.
    private mutating func placeSeparators(of section: ListSectionParts, rowFrames: [Int: CGRect], look: ListLook, width: CGFloat,
                                          subviews: LayoutSubviews) {
        var pool = section.separators[...]
        for (above, below) in zip(section.rows, section.rows.dropFirst()) {
            guard let frame = rowFrames[above], let separator = pool.popFirst() else { break }
            let hidden = subviews[above][ListRowSeparatorKey.self].bottom || subviews[below][ListRowSeparatorKey.self].top
            if hidden { continue }
            let leading = subviews[above][ListRowInsetsKey.self].applied(to: ListMeasures.rowInsets).leading
            let right = look == .plain ? width : frame.maxX
            let thickness = ListMeasures.separatorThickness
            placements[separator] = CGRect(x: frame.minX + leading, y: frame.maxY - thickness / 2,
                                           width: max(right - frame.minX - leading, 0), height: thickness)
        }
    }

    /// Puts each row background behind the rows it belongs to.
    private mutating func placeBackgrounds(of section: ListSectionParts, rowFrames: [Int: CGRect]) {
        for (background, rows) in section.backgrounds {
            let frames = rows.compactMap { rowFrames[$0] }
            guard let first = frames.first else { continue }
            placements[background] = frames.dropFirst().reduce(first) { $0.union($1) }
        }
    }
}
