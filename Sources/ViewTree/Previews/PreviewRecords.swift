import CSectionBounds

/// Reads the program's own sections for its previews: the records `#Preview` leaves in
/// `zoetrope_previews`, and the `PreviewProvider` conformances in Swift's
/// `swift5_protocol_conformances` (as the Swift runtime itself reads them for `as?`).
///
/// Both sections are found by the bounds the linker gives them in the program's image, so
/// previews compiled into a dynamic library the program loads are not seen: SwiftPM links a
/// package's modules into the executable or test bundle itself.
enum PreviewRecords {
    /// The previews the program's `#Preview`s declare, in the order the linker put them.
    static func declaredPreviews() -> [Preview] {
        let bounds = zoetrope_preview_records()
        guard let start = bounds.start, let end = bounds.end else { return [] }
        let stride = MemoryLayout<Preview.Record>.stride
        var previews: [Preview] = []
        var address = start
        // Records are 8-aligned; a gap the linker leaves between two object files' records is
        // zero, so a word that does not start a record is stepped over.
        while address + stride <= end {
            let record = address.load(as: Preview.Record.self)
            guard record.marker == Preview.recordMarker, record.version == 1 else {
                address += MemoryLayout<UInt64>.stride
                continue
            }
            let room = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            record.make(UnsafeMutableRawPointer(room))
            previews.append(room.move())
            room.deallocate()
            address += stride
        }
        return previews
    }

    /// The types of the program that conform to ``PreviewProvider`` and are not generic.
    static func providerTypes() -> [any PreviewProvider.Type] {
        let bounds = zoetrope_protocol_conformances()
        guard let start = bounds.start, let end = bounds.end else { return [] }
        var types: [any PreviewProvider.Type] = []
        var entry = start
        while entry + 4 <= end {
            defer { entry += 4 }
            let conformance = directTarget(of: entry)
            guard let protocolDescriptor = indirectableTarget(of: conformance), isPreviewProvider(protocolDescriptor),
                  let typeDescriptor = conformingTypeDescriptor(of: conformance),
                  let type = nongenericType(describedBy: typeDescriptor) as? any PreviewProvider.Type
            else { continue }
            types.append(type)
        }
        return types
    }

    /// Where a 32-bit relative pointer at `address` points.
    private static func directTarget(of address: UnsafeRawPointer) -> UnsafeRawPointer {
        address + Int(address.loadUnaligned(as: Int32.self))
    }

    /// Where a 32-bit relative pointer that may be indirect (its low bit set: it points at a
    /// pointer to the target) points; `nil` if an indirect one holds no address.
    private static func indirectableTarget(of address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(address.loadUnaligned(as: Int32.self))
        guard offset & 1 == 1 else { return address + offset }
        return (address + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// Whether a protocol descriptor is ViewTree's `PreviewProvider`: its name, and its parent's
    /// (the module's) name. A context descriptor is flags, parent and name, 32 bits each.
    private static func isPreviewProvider(_ descriptor: UnsafeRawPointer) -> Bool {
        guard name(ofContext: descriptor) == "PreviewProvider", let module = indirectableTarget(of: descriptor + 4) else { return false }
        return name(ofContext: module) == "ViewTree"
    }

    /// The name of a context descriptor (module, protocol, type).
    private static func name(ofContext descriptor: UnsafeRawPointer) -> String {
        String(cString: directTarget(of: descriptor + 8).assumingMemoryBound(to: CChar.self))
    }

    /// The descriptor of the type a conformance descriptor is for, when it names one directly or
    /// through a pointer (not an Objective-C class). A conformance descriptor is the protocol,
    /// the type reference, the witness table and the flags, whose bits 3 to 5 say how the type
    /// is referred to.
    private static func conformingTypeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return directTarget(of: conformance + 4)
        case 1: return directTarget(of: conformance + 4).load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The type a struct, enum or class descriptor describes, from its metadata accessor (the
    /// fourth field); `nil` for other kinds and for generic types, whose accessors take arguments.
    private static func nongenericType(describedBy descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        let kind = flags & 0x1F
        let isGeneric = flags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric else { return nil }
        let accessorAddress = directTarget(of: descriptor + 12)
        // A metadata accessor takes the request (0: complete metadata) and returns the metadata
        // in the first return register, as a C function returning a pointer does.
        let accessor = unsafeBitCast(accessorAddress, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
        guard let metadata = accessor(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
