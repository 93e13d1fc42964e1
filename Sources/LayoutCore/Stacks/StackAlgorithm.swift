import Foundation

/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``.
///
/// Sizing, for a proposal whose length along the axis is finite:
/// 1. take the gaps between neighbours off the proposed length;
/// 2. measure each subview's smallest length (offered 0 along the axis) and largest (offered
///    infinity); its flexibility is the difference;
/// 3. go through the subviews by descending layout priority and, within a priority, from the
///    least flexible to the most (equally flexible ones by larger smallest length, then in order). A priority group is offered what remains minus
///    the smallest lengths of all lower-priority subviews; each subview of the group is offered
///    an equal share of what its group has left (`left / subviews still to size`), takes what it
///    takes, and the rest goes on to the next.
///
/// A proposal that leaves the length along the axis unspecified or infinite gives every subview
/// that same offer: the stack is then as long as its subviews' ideal (or largest) lengths and the
/// gaps. Across the axis every subview is offered what the stack was, and the stack is as thick as
/// its subviews reach once their alignment guides are lined up: the thickest subview, for the
/// default guides. A stack may overflow its proposal when its subviews' smallest lengths do not fit.
///
/// Placing: the subviews go one after the other from the leading (top) edge of the bounds, each
/// with the offer it was sized with (a length the proposal left unspecified is the length the
/// stack was placed at), and across the axis each subview's guide is put on the guide
/// of the bounds, so a stack given more room than it asked for aligns within all of it.
struct StackAlgorithm {
    /// The axis the subviews follow one another along.
    let axis: Axis
    /// The distance between neighbours; `nil` for what each pair prefers.
    let spacing: CGFloat?
    /// The guide the subviews are lined up on, across the axis.
    let guide: StackGuide

    // MARK: Layout steps

    /// A cache holding the gaps between `subviews`.
    /// - Complexity: O(*n*) in the number of subviews.
    func makeCache(subviews: LayoutSubviews) -> StackLayoutCache {
        StackLayoutCache(gaps: gaps(between: subviews))
    }

    /// The stack's size: its subviews' lengths and the gaps along the axis (never less than zero,
    /// as a negative spacing can make it), the extent of the aligned subviews across it. Zero
    /// for no subviews.
    /// - Complexity: O(*n* log *n*) in the number of subviews, plus three proposals to each.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGSize {
        let resolution = resolve(proposal, subviews: subviews, cache: &cache)
        let along = resolution.sizes.reduce(0) { $0 + $1.length(along: axis) } + cache.gaps.reduce(0, +)
        let across = guide.extent(of: dimensions(of: subviews, in: resolution))
        return CGSize(max(along, 0), across, axis: axis)
    }

    /// Places the subviews one after another along the axis, aligned on the guide across it.
    /// - Complexity: O(*n* log *n*) in the number of subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                       cache: inout StackLayoutCache) {
        // A stack placed without a proposed length (inside `fixedSize()`, say) proposes its
        // subviews the size it was placed at, as SwiftUI does: in `VStack { wide text; Rectangle() }`
        // the rectangle is as wide as the text, not its own ideal width.
        let (resolution, origins) = arrange(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        for index in subviews.indices {
            subviews[index].place(at: origins[index], anchor: .topLeading, proposal: resolution.offers[index])
        }
    }

    /// Where each subview's top-leading corner goes in `bounds`, and the resolution it was sized with.
    private func arrange(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                         cache: inout StackLayoutCache) -> (StackResolution, [CGPoint]) {
        let placedProposal = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
        let resolution = resolve(placedProposal, subviews: subviews, cache: &cache)
        let dimensions = dimensions(of: subviews, in: resolution)
        let line = bounds.minimum(along: axis.perpendicular)
            + guide.line(for: dimensions, in: bounds.size.length(along: axis.perpendicular))
        var position = bounds.minimum(along: axis)
        var origins: [CGPoint] = []
        for index in subviews.indices {
            position += cache.gaps[index]
            origins.append(CGPoint(position, line - guide.value(in: dimensions[index]), axis: axis))
            position += resolution.sizes[index].length(along: axis)
        }
        return (resolution, origins)
    }

    /// Each subview's dimensions (explicit guides included) for the offer it was sized with.
    private func dimensions(of subviews: LayoutSubviews, in resolution: StackResolution) -> [ViewDimensions] {
        subviews.indices.map { subviews[$0].dimensions(in: resolution.offers[$0]) }
    }

    /// The stack's explicit value for a guide: its subviews' explicit values, where they are placed
    /// in `bounds`, folded together with the guide's `_combineExplicit` (an average by default);
    /// `nil` when no subview has one. So a guide set deep inside nested stacks reaches the stack
    /// that aligns on it.
    func explicitAlignment<Guide: StackAlignmentGuide>(of guide: Guide, in bounds: CGRect, proposal: ProposedViewSize,
                                                       subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGFloat? {
        let (resolution, origins) = arrange(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return combineExplicit(subviews.indices.compactMap { index in
            guide.explicitValue(in: subviews[index].dimensions(in: resolution.offers[index]))
                .map { origins[index].coordinate(along: Guide.axis) + $0 }
        }, with: guide.idType)
    }

    // MARK: Sizing

    /// The gap before each subview: 0 before the first, then `spacing`, or the distance the two
    /// neighbours prefer along the axis, which is 0 beside a spacer.
    ///
    /// SwiftUI's spacer prefers no spacing on the edges along its stack's axis, and a view that
    /// says nothing gives way to a view that does, so a spacer touches its neighbours and its own
    /// minimum length (8 by default) is the whole distance between the views it separates
    /// (OpenSwiftUI's `Spacer.swift`, whose spacing is `.horizontal(.zero)` or `.vertical(.zero)`,
    /// and `Spacing.swift`, where a missing preference loses to a present one).
    private func gaps(between subviews: LayoutSubviews) -> [CGFloat] {
        if let spacing { return subviews.indices.map { $0 > 0 ? spacing : 0 } }
        let spacings = subviews.map(\.spacing)
        let isSpacer = subviews.map { $0.spacerMinimumLength != nil }
        return subviews.indices.map { index in
            guard index > 0 else { return 0 }
            if isSpacer[index - 1] || isSpacer[index] { return 0 }
            return spacings[index - 1].distance(to: spacings[index], along: axis)
        }
    }

    /// The sizes for `proposal`, from the cache when it was the last proposal resolved.
    private func resolve(_ proposal: ProposedViewSize, subviews: LayoutSubviews,
                         cache: inout StackLayoutCache) -> StackResolution {
        if cache.subviewCount != subviews.count { cache = makeCache(subviews: subviews) }
        if let last = cache.resolution, last.proposal == proposal { return last }
        let resolution = distributeSpace(proposal, subviews: subviews, gaps: cache.gaps)
        cache.resolution = resolution
        return resolution
    }

    /// Offers each subview its share of the proposed length, as the type's documentation describes.
    private func distributeSpace(_ proposal: ProposedViewSize, subviews: LayoutSubviews,
                                 gaps: [CGFloat]) -> StackResolution {
        let across = proposal.length(along: axis.perpendicular)
        guard let length = proposal.length(along: axis), length.isFinite else {
            let offer = ProposedViewSize(proposal.length(along: axis), across, axis: axis)
            let measured = subviews.map { measure($0, offer: offer) }
            return StackResolution(proposal: proposal, offers: measured.map(\.offer), sizes: measured.map(\.size))
        }
        let ranges = measureRanges(of: subviews, across: across)
        var offers = Array(repeating: ProposedViewSize.zero, count: subviews.count)
        var sizes = Array(repeating: CGSize.zero, count: subviews.count)
        var remaining = length - gaps.reduce(0, +)
        var reservedForLowerPriorities = ranges.reduce(0) { $0 + $1.minimum }
        for group in priorityGroups(of: subviews, ranges: ranges) {
            reservedForLowerPriorities -= group.reduce(0) { $0 + ranges[$1].minimum }
            var left = remaining - reservedForLowerPriorities
            for (position, index) in group.enumerated() {
                let share = max(left / CGFloat(group.count - position), 0)
                (offers[index], sizes[index]) = measure(subviews[index], offer: ProposedViewSize(share, across, axis: axis))
                let taken = sizes[index].length(along: axis)
                left -= taken
                remaining -= taken
            }
        }
        return StackResolution(proposal: proposal, offers: offers, sizes: sizes)
    }

    /// Each subview's smallest and largest length along the axis.
    private func measureRanges(of subviews: LayoutSubviews, across: CGFloat?) -> [(minimum: CGFloat, maximum: CGFloat)] {
        subviews.map { subview in
            (measure(subview, offer: ProposedViewSize(0, across, axis: axis)).size.length(along: axis),
             measure(subview, offer: ProposedViewSize(.infinity, across, axis: axis)).size.length(along: axis))
        }
    }

    /// What a subview is offered and the size it takes: its own answer, except for a spacer,
    /// which takes the length offered along the axis (at least its minimum; the minimum when
    /// offered nothing) and nothing across, and is offered exactly that so it is placed so.
    private func measure(_ subview: LayoutSubview, offer: ProposedViewSize) -> (offer: ProposedViewSize, size: CGSize) {
        guard let minimum = subview.spacerMinimumLength else { return (offer, subview.sizeThatFits(offer)) }
        let length = max(offer.length(along: axis) ?? minimum, minimum)
        let spacerOffer = ProposedViewSize(length, 0, axis: axis)
        return (spacerOffer, CGSize(length, 0, axis: axis))
    }

    /// The subviews' indices grouped by layout priority, highest first, each group ordered from
    /// the least flexible to the most, equally flexible ones by larger smallest length, then in
    /// their original order.
    private func priorityGroups(of subviews: LayoutSubviews,
                                ranges: [(minimum: CGFloat, maximum: CGFloat)]) -> [[Int]] {
        let priorities = subviews.map(\.priority)
        let order = subviews.indices.sorted { lhs, rhs in
            if priorities[lhs] != priorities[rhs] { return priorities[lhs] > priorities[rhs] }
            let lhsFlexibility = ranges[lhs].maximum - ranges[lhs].minimum
            let rhsFlexibility = ranges[rhs].maximum - ranges[rhs].minimum
            if lhsFlexibility != rhsFlexibility { return lhsFlexibility < rhsFlexibility }
            // Equally flexible: the one with the larger minimum first, so it is not offered less
            // than it takes after the other has had its share.
            if ranges[lhs].minimum != ranges[rhs].minimum { return ranges[lhs].minimum > ranges[rhs].minimum }
            return lhs < rhs
        }
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, priorities[last] == priorities[index] {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }
}

// MARK: - Spacing as a parameter

extension StackAlgorithm {
    /// The spacing a scene, a CSV column or `animatableData` reads for a stack: its spacing, or
    /// ``ViewSpacing/defaultSpacing`` (8) when it has none, which is the gap between two views
    /// that prefer the default spacing.
    static func spacingValue(of spacing: CGFloat?) -> CGFloat {
        spacing ?? ViewSpacing.defaultSpacing
    }

    /// The spacing a stack keeps after an animation writes `value`.
    ///
    /// An animation writes every parameter on every frame, also those it does not change: a
    /// stack without spacing keeps none when the value written is the default it reads as, so an
    /// animation of the alignment does not make the spacing explicit. Any other value is explicit.
    static func spacing(current: CGFloat?, settingAnimatedValue value: CGFloat) -> CGFloat? {
        if current == nil && value == ViewSpacing.defaultSpacing { return nil }
        return value
    }
}
