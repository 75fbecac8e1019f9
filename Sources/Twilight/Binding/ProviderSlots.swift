/// The distinct providers bound to one property, each in a numbered slot with a count of
/// the bindings using it, so that a change computes each provider's value once however
/// many objects share it.
///
/// A slot is freed (and its provider released, with whatever its closure captured) when
/// its last binding ends; a later provider reuses it.
@MainActor
struct ProviderSlots<Value> {
    private var providers: ContiguousArray<ThemeProvider<Value>?> = []
    private var uses: ContiguousArray<Int> = []
    private var slotByIdentity: [ObjectIdentifier: Int32] = [:]
    private var freeSlots: [Int32] = []
    /// Changes whenever a slot is taken or freed, so that values computed earlier can be
    /// recognised as out of date.
    private(set) var version = 0

    /// The provider in `slot`.
    subscript(slot: Int32) -> ThemeProvider<Value> {
        providers[Int(slot)]!
    }

    /// The slot of `provider` (a new one, or the one its copies already use), counting one
    /// more binding.
    mutating func retain(_ provider: ThemeProvider<Value>) -> Int32 {
        let identity = ObjectIdentifier(provider.identity)
        if let slot = slotByIdentity[identity] {
            uses[Int(slot)] += 1
            return slot
        }
        version &+= 1
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            providers[Int(slot)] = provider
            uses[Int(slot)] = 1
        } else {
            slot = Int32(providers.count)
            providers.append(provider)
            uses.append(1)
        }
        slotByIdentity[identity] = slot
        return slot
    }

    /// Counts one binding fewer in `slot`, freeing it after the last.
    mutating func release(_ slot: Int32) {
        let index = Int(slot)
        uses[index] -= 1
        guard uses[index] == 0, let provider = providers[index] else { return }
        slotByIdentity[ObjectIdentifier(provider.identity)] = nil
        providers[index] = nil
        freeSlots.append(slot)
        version &+= 1
    }

    /// An empty cache of this table's values for `style`, filled as slots are asked for.
    func valueCache(for style: ThemeLook) -> ProviderValueCache<Value> {
        ProviderValueCache(style: style, slotCount: providers.count, version: version)
    }
}

/// The values of a table's providers for one style during one delivery: each provider
/// runs the first time a live binding needs it, and never for a slot whose objects died.
///
/// The values and their flags live in buffers rather than an array of optionals so that
/// reading one in the table's (unspecialised, generic) walk costs no type-metadata look-up,
/// and a ``DirectRun`` reads them in place.
@MainActor
struct ProviderValueCache<Value>: ~Copyable {
    /// The style the values are for.
    let style: ThemeLook
    private let values: UnsafeMutablePointer<Value>
    private let computed: UnsafeMutablePointer<Bool>
    private let slotCount: Int
    private let version: Int

    init(style: ThemeLook, slotCount: Int, version: Int) {
        self.style = style
        // One allocation: the values, then a flag for each.
        let valueBytes = MemoryLayout<Value>.stride * slotCount
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: valueBytes + slotCount,
            alignment: MemoryLayout<Value>.alignment
        )
        self.values = memory.bindMemory(to: Value.self, capacity: slotCount)
        self.computed = (memory + valueBytes).bindMemory(to: Bool.self, capacity: slotCount)
        self.computed.initialize(repeating: false, count: slotCount)
        self.slotCount = slotCount
        self.version = version
    }

    /// Whether the values are for the slots' `version` (a provider bound or released since
    /// they were computed makes every value out of date).
    @inline(__always)
    func isCurrent(_ version: Int) -> Bool {
        version == self.version
    }

    /// Whether the value of `slot` is computed and still current (`version` is the slots'
    /// version now).
    @inline(__always)
    func isReady(_ slot: Int32, version: Int) -> Bool {
        version == self.version && computed[Int(slot)]
    }

    /// Computes the value of `slot`, starting again when the slots changed since.
    mutating func compute(_ slot: Int32, from providers: ProviderSlots<Value>) {
        if version != providers.version {
            self = providers.valueCache(for: style)
        }
        let index = Int(slot)
        if !computed[index] {
            (values + index).initialize(to: providers[slot](style))
            computed[index] = true
        }
    }

    /// Where the value of `slot` is, until the cache is next computed into or dropped;
    /// ``isReady(_:version:)`` must hold.
    @inline(__always)
    func address(of slot: Int32) -> UnsafePointer<Value> {
        UnsafePointer(values + Int(slot))
    }

    /// Where the values are, by slot, and whether each is computed; valid until the cache
    /// is next computed into or dropped.
    var buffers: (values: UnsafePointer<Value>, isComputed: UnsafePointer<Bool>) {
        (UnsafePointer(values), UnsafePointer(computed))
    }

    deinit {
        for index in 0..<slotCount where computed[index] {
            (values + index).deinitialize(count: 1)
        }
        computed.deinitialize(count: slotCount)
        UnsafeMutableRawPointer(values).deallocate()
    }
}
