"""Main-actor closures handed to Apple API that may call them off the main thread.

A closure isolated to the main actor opens with a check of its executor when the compiler
sees it handed to code it cannot check (it traps on any other thread), and otherwise runs
unchecked there, racing the main thread. UIKit resolves a dynamic colour wherever it draws,
and many Objective-C methods call their blocks on queues of their own.
`handed_to_apple(sil)` reads the SILGen output of TwilightApple and follows every such
closure through every use the SIL states (its operands, not its `// users:` comments):
conversions, partial applications, memory (a store into a block's storage, a box, a stack
slot), block arguments, calls of the module's own functions (direct or through a class's
vtable) into their bodies, and properties and globals (a closure stored into one is followed
wherever that property or global is read). A call that hands it to an imported declaration
(an Objective-C method, a C function, a UIKit overlay's Swift API) is a finding, unless the
API is in CALLED_ON_MAIN.

Two uses are not followed further, because the compiler has checked them: a closure captured
by a nonisolated closure (which can reach the main actor only through a hop; its body is
still followed for the captured closure itself), and the result of a call that returns
something other than a function (`??` with a main-actor autoclosure returns a value).
Generic calls through a protocol's witness table are not followed (the module has none that
take closures).
"""

import re
from dataclasses import dataclass, field

# Apple API documented to call the closures it takes on the main thread (at once, or later on
# the main thread), each with what it does: a main-actor closure handed to one runs where it
# was isolated. Add one only with the documentation's word for it.
CALLED_ON_MAIN = {
    "UITraitCollection.init(mutations:)": "builds the collection before returning",
    "UITraitCollection.__allocating_init(mutations:)": "builds the collection before returning",
    "UIView.transition (Objective-C)": "runs its animations block before returning, its completion on the main thread",
}

FUNCTION = re.compile(
    r"^// (?P<name>[^\n]*?)(?:, loc (?P<loc>\S+))?(?:, scope \d+)?\n(?:// Isolation: (?P<isolation>[^\n]*)\n)?sil (?P<attributes>[^@\n]*)@(?P<mangled>\S+) :[^\n]*\{\n(?P<body>.*?)^\} // end sil function",
    re.M | re.S,
)
VTABLE = re.compile(r"^sil_vtable[^{]*\{\n(?P<body>.*?)^\}", re.M | re.S)
VTABLE_ENTRY = re.compile(r"^\s*(?P<method>#\S+?):.*: @(?P<mangled>\S+)", re.M)
LOCATION = re.compile(r', loc "(?P<file>[^"]+)":(?P<line>\d+):(?P<column>\d+)')
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
VALUE = re.compile(r"%\d+")
BLOCK = re.compile(r"^(?P<label>bb\d+)(?:\((?P<arguments>.*)\))?:")
MEMBER = re.compile(r"#[\w.]+(?:![\w.]+)*")
# Imported declarations (mangled `So`: Objective-C and C, and the overlays' extensions of
# them) and the Swift overlays of Apple's frameworks.
APPLE_SYMBOL = re.compile(r"^\$s(So|SC|5UIKit|6AppKit|10QuartzCore|10Foundation|8Dispatch|10ObjectiveC|11CoreGraphics)")
CALLS = {"apply", "try_apply", "begin_apply"}
STORES = {"store", "copy_addr", "store_borrow", "assign", "explicit_copy_addr", "store_weak", "store_unowned"}
# Addresses within an address: a value stored through one is in the address it projects.
PROJECTIONS = {
    "project_block_storage", "begin_access", "struct_element_addr", "tuple_element_addr",
    "init_enum_data_addr", "init_existential_addr", "project_box", "mark_uninitialized",
    "unchecked_addr_cast", "mark_unresolved_non_copyable_value", "drop_deinit",
}
# Where a value outlives the function: a class's stored property or a global.
SHARED_PLACES = {"ref_element_addr", "global_addr"}


@dataclass
class Instruction:
    opcode: str
    results: list[str]
    operands: list[str]
    targets: list[str] = field(default_factory=list)
    member: str = ""  # `#Class.property`, `@global`, `#Class.method!foreign`
    note: str = ""  # the comment line before it (`// function_ref UIColor.init(…)`)
    location: str = ""  # `File.swift:LINE:COLUMN` of the source it was compiled from
    text: str = ""  # the instruction without its results, location and comment


@dataclass
class Function:
    name: str
    attributes: str  # linkage and attributes: `shared [serialized] [thunk] [ossa]`
    location: str
    isolation: str
    code: list[Instruction]

    def argument(self, index: int) -> str | None:
        entry = self.code[0].results if self.code and self.code[0].opcode == "block" else []
        return entry[index] if -len(entry) <= index < len(entry) else None


def parse(body: str) -> list[Instruction]:
    code, note = [], ""
    for raw in body.split("\n"):
        line = raw.strip()
        if line.startswith("//"):
            note = line
            continue
        where = LOCATION.search(line)
        location = f"{where['file']}:{where['line']}:{where['column']}" if where else ""
        text = STRING.sub('""', LOCATION.sub("", line)).split(" //")[0].strip()
        if not text:
            continue
        block = BLOCK.match(text)
        if block:
            code.append(Instruction("block", VALUE.findall(block["arguments"] or ""), [], member=block["label"]))
        else:
            results = []
            if text.startswith(("%", "(%")) and " = " in text:
                left, text = text.split(" = ", 1)
                results = VALUE.findall(left)
            opcode = text.split()[0]
            member = MEMBER.search(text) or re.search(r"@\S+", text)
            targets = re.findall(r"\bbb\d+\b", text)
            code.append(Instruction(opcode, results, VALUE.findall(text), targets, member[0] if member else "", note, location, text))
        note = ""
    return code


class Program:
    def __init__(self, sil: str):
        self.functions = {
            m["mangled"]: Function(m["name"], m["attributes"], (m["loc"] or "").replace('"', ""), m["isolation"] or "", parse(m["body"]))
            for m in FUNCTION.finditer(sil)
        }
        self.vtable = {e["method"]: e["mangled"] for t in VTABLE.finditer(sil) for e in VTABLE_ENTRY.finditer(t["body"])}

    def own(self, callee: Instruction | None) -> Function | None:
        """The module's own function a callee is: one with a body, but not the thunk SILGen
        writes (with `shared` linkage) for an imported declaration, which is Apple's API."""
        if callee is None:
            return None
        if callee.opcode == "function_ref":
            function = self.functions.get(callee.member[1:])
            if function and APPLE_SYMBOL.match(callee.member[1:]) and function.attributes.startswith("shared"):
                return None
            return function
        if callee.opcode == "class_method":
            return self.functions.get(self.vtable.get(callee.member.split(" ")[0], ""))
        return None

    @staticmethod
    def apple(callee: Instruction | None) -> str | None:
        """The Apple API a call's callee is, by name, or None."""
        if callee is None:
            return None
        if callee.opcode in ("objc_method", "objc_super_method"):
            return callee.member.removeprefix("#").split("!")[0] + " (Objective-C)"
        if callee.opcode == "function_ref" and APPLE_SYMBOL.match(callee.member[1:]):
            return callee.note.removeprefix("// function_ref ") or callee.member
        return None

    def follow(self, start: Function, seeds: set[str], shared: set[str]) -> set[tuple[str, str]]:
        """The Apple API (with where it is called) that what `seeds` hold in `start` reaches,
        following it everywhere; adds to `shared` the properties and globals it is stored into
        (read there as held)."""
        found, work, done = set(), [(start, frozenset(seeds))], set()
        while work:
            function, entry = work.pop()
            if (id(function), entry) in done:
                continue
            done.add((id(function), entry))
            definitions = {r: i for i in function.code for r in i.results}
            blocks = {i.member: i.results for i in function.code if i.opcode == "block"}
            held = set(entry)
            for i in function.code:
                if i.opcode in SHARED_PLACES and i.member in shared:
                    held.update(i.results)
            changed = True
            while changed:
                changed = False
                for i in function.code:
                    if i.opcode == "block" or not held.intersection(i.operands):
                        continue
                    reached = set(i.results) | {a for t in i.targets for a in blocks.get(t, [])}
                    if i.opcode in CALLS or i.opcode == "partial_apply":
                        arguments = i.operands[1:]
                        handed = [n for n, a in enumerate(arguments) if a in held]
                        if i.opcode in CALLS and not handed:
                            continue  # the closure itself is called
                        callee = definitions.get(i.operands[0])
                        target = self.own(callee)
                        api = None if target else self.apple(callee)
                        if api and handed:
                            found.add((api, i.location))
                            continue
                        if target and handed:
                            # A partial application's arguments are the callee's last parameters.
                            offset = -len(arguments) if i.opcode == "partial_apply" else 0
                            arguments_there = {target.argument(offset + n) for n in handed} - {None}
                            work.append((target, frozenset(arguments_there)))
                        if i.opcode == "partial_apply" and handed and target and "MainActor" not in target.isolation:
                            # A closure the compiler checked as nonisolated captures it: it can
                            # only reach the main actor through a hop (followed inside it, above).
                            reached = set()
                        elif i.opcode in CALLS and not returns_function(i.text):
                            reached = {a for t in i.targets for a in blocks.get(t, [])} if i.opcode == "try_apply" else set()
                    elif i.opcode in STORES:
                        if i.operands[0] not in held:
                            continue
                        reached = set(i.results)
                        place = i.operands[1]
                        while place:
                            reached.add(place)
                            definition = definitions.get(place)
                            if definition and definition.opcode in SHARED_PLACES and definition.member not in shared:
                                shared.add(definition.member)
                            place = definition.operands[0] if definition and definition.opcode in PROJECTIONS and definition.operands else None
                    if reached - held:
                        held |= reached
                        changed = True
        return found


def returns_function(instruction: str) -> bool:
    """Whether a call's result (its type's part after the top-level `->`) holds a function:
    a call that returns something else does not hand on the closure it was given (`??` with
    a main-actor autoclosure returns a value)."""
    signature = instruction.split(" : $", 1)[-1]
    depth, arrow = 0, -1
    for index, character in enumerate(signature):
        if character in "(<[":
            depth += 1
        elif character in ")>]" and not (character == ">" and signature[index - 1] == "-"):
            depth -= 1
        elif character == "-" and signature[index + 1 : index + 2] == ">" and depth == 0:
            arrow = index
    result = signature[arrow + 2 :] if arrow >= 0 else ""
    return "->" in result or "@callee" in result or "@convention(block)" in result


def handed_to_apple(sil: str, root: str = "") -> list[str]:
    """`File.swift:LINE:COLUMN: error: …` for each closure isolated to the main actor that
    reaches an Apple API not in CALLED_ON_MAIN. Locations need SIL printed with
    `-Xllvm -sil-print-debuginfo`; paths are shown relative to `root`."""
    program = Program(sil)
    # Where each function is referred to: the functions that do, with the values they name it by.
    references: dict[str, dict[int, set[str]]] = {}
    for function in program.functions.values():
        for i in function.code:
            if i.opcode == "function_ref":
                references.setdefault(i.member[1:], {}).setdefault(id(function), set()).update(i.results)
    findings = []
    for mangled, closure in program.functions.items():
        if "closure" not in closure.name or "MainActor" not in closure.isolation:
            continue
        calls: set[tuple[str, str]] = set()
        shared: set[str] = set()
        known = None
        while known != len(shared):  # again while it was found stored in new places
            known = len(shared)
            for function in program.functions.values():
                seeds = references.get(mangled, {}).get(id(function), set())
                if seeds or any(i.opcode in SHARED_PLACES and i.member in shared for i in function.code):
                    calls |= program.follow(function, seeds, shared)
        checked = any(i.opcode == "extract_executor" for i in closure.code)
        consequence = "checks its executor and traps elsewhere" if checked else "runs unchecked elsewhere, racing the main thread"
        findings += [
            f"{closure.location.removeprefix(root) or 'TwilightApple:0:0'}: error: {closure.name} is isolated to the main actor (it "
            f"{consequence}) and is handed to {api} (at {call.removeprefix(root)}), which may call it off the main thread: "
            "make the closure @Sendable (or nonisolated)"
            for api, call in sorted(calls)
            if api not in CALLED_ON_MAIN
        ]
    return findings
