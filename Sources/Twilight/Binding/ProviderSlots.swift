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
    func valueCache(for style: ThemeStyle) -> ProviderValueCache<Value> {
        ProviderValueCache(style: style, slotCount: providers.count, version: version)
    }
}

/// The values of a table's providers for one style during one delivery: each provider
/// runs the first time a live binding needs it, and never for a slot whose objects died.
@MainActor
struct ProviderValueCache<Value> {
    /// The style the values are for.
    let style: ThemeStyle
    private var values: ContiguousArray<Value?>
    private var computed: ContiguousArray<Bool>
    private var version: Int

    init(style: ThemeStyle, slotCount: Int, version: Int) {
        self.style = style
        self.values = ContiguousArray(repeating: nil, count: slotCount)
        self.computed = ContiguousArray(repeating: false, count: slotCount)
        self.version = version
    }

    /// The value of the provider in `slot`, computed on first use. Starts again when a
    /// provider was bound or released since (a provider that binds other objects).
    mutating func value(at slot: Int32, in providers: ProviderSlots<Value>) -> Value {
        if version != providers.version {
            self = providers.valueCache(for: style)
        }
        let index = Int(slot)
        if !computed[index] {
            values[index] = providers[slot].value(style)
            computed[index] = true
        }
        return values[index]!
    }
}
