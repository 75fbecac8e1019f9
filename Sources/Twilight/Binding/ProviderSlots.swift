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

    /// The provider of each slot, `nil` where it is free.
    var bySlot: ContiguousArray<ThemeProvider<Value>?> { providers }

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

    /// An empty cache of the providers' values for `look`, filled as slots are asked for.
    func valueCache(for look: ThemeLook) -> ProviderValueCache<Value> {
        ProviderValueCache(look: look, slotCount: providers.count, version: version)
    }
}

/// The values of a table's providers for one look during one delivery: each provider
/// runs the first time a live binding needs it, and never for a slot whose objects died.
///
/// The values are kept in the order they were computed, with each slot's position among
/// them, rather than as an optional per slot: reading one in the table's generic walk then
/// needs no look-up of the optional type's metadata. Code compiled for the property's
/// types (``DirectRun``) computes values too.
@usableFromInline @MainActor
struct ProviderValueCache<Value> {
    /// The look the values are for.
    @usableFromInline let look: ThemeLook
    /// For each slot, the position of its value in `values`, or `-1` until it is computed.
    @usableFromInline var positions: ContiguousArray<Int32>
    /// The values computed so far.
    @usableFromInline var values: ContiguousArray<Value> = []
    /// The slots' version the values are for (a provider bound or released since makes
    /// every value out of date).
    private var version: Int

    init(look: ThemeLook, slotCount: Int, version: Int) {
        self.look = look
        self.positions = ContiguousArray(repeating: -1, count: slotCount)
        self.version = version
    }

    /// Values already computed: `values[positions[n]]` for the `n`th (a transition's
    /// frame, whose slots are its paths).
    init(look: ThemeLook, positions: ContiguousArray<Int32>, values: ContiguousArray<Value>) {
        self.look = look
        self.positions = positions
        self.values = values
        self.version = 0
    }

    /// Starts again, empty, when `providers` changed since the values were computed.
    mutating func update(for providers: ProviderSlots<Value>) {
        if version != providers.version { self = providers.valueCache(for: look) }
    }

    /// The value of the provider in `slot` for the cache's look, computed on first use.
    mutating func value(of slot: Int32, from providers: ProviderSlots<Value>) -> Value {
        update(for: providers)
        let position = positions[Int(slot)]
        if position >= 0 { return values[Int(position)] }
        let value = providers[slot](look)
        positions[Int(slot)] = Int32(values.count)
        values.append(value)
        return value
    }

    /// The value of `providers[slot]`, computed on first use, or `nil` when the slot is
    /// newer than the cache or free. `providers` are the slots the cache is for.
    @inlinable @inline(__always)
    mutating func value(ofSlot slot: Int, in providers: ContiguousArray<ThemeProvider<Value>?>) -> Value? {
        guard slot < positions.count else { return nil }
        let position = Int(positions[slot])
        if position >= 0 { return values[position] }
        guard slot < providers.count, let provider = providers[slot] else { return nil }
        let value = provider(look)
        positions[slot] = Int32(values.count)
        values.append(value)
        return value
    }
}
