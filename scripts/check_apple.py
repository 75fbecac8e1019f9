#!/usr/bin/env python3
"""Type-checks Twilight's Apple-facing code against real Apple SDK folders on Linux.

Usage: scripts/check-apple.sh [--update-api] [--apinotes DIR] SDK_FOLDER...
       scripts/check-apple.sh [--apinotes DIR] --plant-sil IPHONEOS_SDK_FOLDER
  SDK_FOLDER  an iPhoneOS*.sdk and/or a macOS*.sdk folder
  DIR         a folder holding os.apinotes (and Dispatch.apinotes, if the SDK lacks one)
              from the apinotes/ folder of https://github.com/swiftlang/swift: Xcode's
              toolchain carries them, Linux's does not; default $TWILIGHT_APPLE_APINOTES

For each SDK given: iOS (arm64) from an iPhoneOS SDK; macOS (arm64) and Mac Catalyst
(x86_64 macabi, the macOS SDK's iOSSupport) from a macOS SDK. Per platform it emits the
modules TwilightApple builds on (swift-log's Logging, TwilightColor, TwilightUtilities,
Twilight) and TwilightTokens with the package's Swift 6 settings, type-checks their bodies, type-checks
TwilightApple with `-continue-building-after-errors` (without it the driver stops at the
first failing file and under-reports), type-checks every Apple-facing snippet (the README's
and the TwilightApple doc comments', see Tools/AppleSnippets) the SwiftUI reference app
(Examples/SwiftUIApp.swiftpm) and the build plugin's token code (a golden file, SwiftUI styles included), and writes TwilightApple's
generated Objective-C header. It prints each platform's errors and warnings and exits 1
if there was any.

It also writes TwilightApple's public API from each platform's symbol graph, one
declaration a line (as scripts/check-api.sh does for the other modules), merged across
the platforms: a declaration not on every platform is marked with those it is on. It fails
when that differs from API/TwilightApple.txt; `--update-api` rewrites the file instead.

SDK folders are never modified: the few files the Linux compiler cannot read as shipped
(SDKs of Swift 5.9 carry interfaces it rejects) are patched in a symbolic-link copy under
.build/apple-check. Without an SDK it says so and exits 0. Not part of CI (CI has none).
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from api_listing import lines_for
from apple_snippets import extract, extract_objc
from sil_closures import handed_to_apple

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "apple-check"
TOOLCHAIN = Path(shutil.which("swiftc") or "/usr/bin/swiftc").resolve().parent.parent
UPCOMING = ["ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault"]
# Every target of ours builds with strict memory safety (Package.swift), so unsafe code is marked where it is used.
STRICT_MEMORY_SAFETY = ["-strict-memory-safety"]
# Modules TwilightApple builds on, in dependency order: (name, source folder).
DEPENDENCIES = [
    ("Logging", ROOT / ".build" / "checkouts" / "swift-log" / "Sources" / "Logging"),
    ("TwilightColor", ROOT / "Sources" / "TwilightColor"),
    ("TwilightUtilities", ROOT / "Sources" / "TwilightUtilities"),
    ("Twilight", ROOT / "Sources" / "Twilight"),
    # Not a dependency of TwilightApple, but what an app adds for tokens (what the build
    # plugin's providers call): checked the same way, without YAML.
    ("TwilightTokens", ROOT / "Sources" / "TwilightTokens"),
]
# The SIL guard's self-test: a stand-in's SILGen and the API each of its closures is handed to.
PLANTED_SIL = ROOT / "scripts" / "fixtures" / "apple-sil" / "PlantedClosures.sil"
PLANTED = [
    ("PlantedView.dynamicColor()", "UIColor.__allocating_init(dynamicProvider:)"),
    ("PlantedView.followStyle()", "UIView.registerForTraitChanges<A>(_:handler:)"),
    ("PlantedView.readInBackground(_:)", "UIDocument.performAsynchronousFileAccess (Objective-C)"),
    ("PlantedView.readThroughHelper(_:)", "UIDocument.performAsynchronousFileAccess (Objective-C)"),
    ("PlantedView.keepForLater()", "UIDocument.performAsynchronousFileAccess (Objective-C)"),
]
DIAGNOSTIC = re.compile(r"^(?P<where>[^\s:][^:]*:\d+:\d+): (?P<kind>error|warning): (?P<text>.*)$")


def sources(folder: Path) -> list[str]:
    return sorted(str(p) for p in folder.rglob("*.swift"))


def resource_dir(apinotes: Path) -> Path:
    """The toolchain's clang headers, shims and host plugins, without Linux's Dispatch and
    CoreFoundation module maps (they redefine the SDK's modules), and Apple's API notes."""
    res = WORK / "resource"
    if res.exists():
        shutil.rmtree(res)
    (res / "apinotes").mkdir(parents=True)
    for name in ["clang", "shims", "host"]:
        (res / name).symlink_to(TOOLCHAIN / "lib" / "swift" / name)
    # A copy, not a link: the notes given below are written over it, and a write through a
    # link would change the machine's toolchain.
    shutil.copyfile(TOOLCHAIN / "lib" / "swift" / "apinotes" / "std.apinotes", res / "apinotes" / "std.apinotes")
    for notes in apinotes.glob("*.apinotes"):
        text = notes.read_text()
        if notes.name == "os.apinotes":
            # The SDK's Swift 5.9 os overlay calls these two from inlinable code.
            for name in ["_os_log_impl", "_os_signpost_emit_with_name_impl"]:
                text = re.sub(
                    rf"(- Name: {name}\n)  Availability: nonswift\n  AvailabilityMsg: [^\n]*\n",
                    r"\1  SwiftPrivate: true\n",
                    text,
                )
        write_new_file(res / "apinotes" / notes.name, text)
    return res


def write_new_file(path: Path, text: str) -> None:
    """Writes `text` to a new file at `path`, replacing what is there: never through a link,
    which here may lead into the toolchain or an SDK."""
    path.unlink(missing_ok=True)
    path.write_text(text)


def replace_with_copy(path: Path, edit) -> None:
    """Replaces the link at `path` with an edited copy of what it points to."""
    text = path.read_text()
    path.unlink()
    path.write_text(edit(text))


def prepare(sdk: Path) -> Path:
    """A symbolic-link copy of `sdk` with the files the Linux compiler cannot read patched."""
    copy = WORK / "sdk" / sdk.name
    if copy.exists():
        shutil.rmtree(copy)
    copy.parent.mkdir(parents=True, exist_ok=True)
    source = sdk.resolve()
    subprocess.run(["cp", "-as", str(source), str(copy)], check=True)
    # `cp -s` links every entry to the source, links included; a link of the SDK's own
    # (Versions/Current -> A) must stay relative, or it leads back to the unpatched files.
    for folder, folders, files in os.walk(copy):
        for name in folders + files:
            entry = Path(folder) / name
            target = Path(os.readlink(entry)) if entry.is_symlink() else None
            if target and target.is_relative_to(source) and target.is_symlink():
                entry.unlink()
                entry.symlink_to(os.readlink(target))
    libxml = copy / "usr" / "include" / "libxml"
    if (copy / "usr" / "include" / "libxml2" / "libxml").is_dir() and libxml.is_dir() and not libxml.is_symlink():
        shutil.rmtree(libxml)  # a flat copy of libxml2's headers whose includes do not resolve
        libxml.symlink_to("libxml2/libxml")
    toolchain_observation = (TOOLCHAIN / "lib" / "swift" / "linux" / "Observation.swiftmodule").glob("*.swiftinterface")
    macro = re.compile(r"public macro (Observable|ObservationTracked)\(")
    own_macros = {
        match.group(1): line
        for interface in toolchain_observation
        for line in interface.read_text().splitlines()
        if (match := macro.search(line))
    }
    for interface in copy.rglob("*.swiftinterface"):
        parent = interface.parent.name
        if parent == "SwiftUI.swiftmodule":
            # `-library-level api` is refused in an interface by this compiler, and the
            # string interpolation inside a multi-line string literal does not parse.
            replace_with_copy(
                interface,
                lambda t: t.replace(" -library-level api", "", 2).replace(
                    r"Accessing Environment<\(Value.self)>", "Accessing Environment<>"
                ),
            )
        elif parent == "Observation.swiftmodule" and own_macros:
            # Swift 5.9's declarations of the macros do not match the toolchain's plugin:
            # each is replaced, in place, by the toolchain's own.
            def swap(text: str) -> str:
                return "\n".join(
                    own_macros[match.group(1)] if (match := macro.search(line)) else line
                    for line in text.splitlines()
                ) + "\n"

            replace_with_copy(interface, swap)
    if sdk.name.startswith("macOS"):
        alias = copy.parent / sdk.name.replace("macOS", "MacOSX", 1)
        if alias.is_symlink() or alias.exists():
            alias.unlink()
        alias.symlink_to(copy.name)  # the driver expects the MacOSX name for a macOS sysroot
    return copy


def platforms(sdk: Path):
    settings = json.loads((sdk / "SDKSettings.json").read_text())
    name, version = settings.get("CanonicalName", ""), settings.get("Version", "")
    if name.startswith("iphoneos"):
        yield (f"iOS {version}", f"arm64-apple-ios{version}", [], f"iOS {version} SDK")
    elif name.startswith("macosx"):
        yield (f"macOS {version}", f"arm64-apple-macosx{version}", [], f"macOS {version} SDK")
        ios = settings.get("VersionMap", {}).get("macOS_iOSMac", {}).get(version)
        support = sdk / "System" / "iOSSupport"
        if ios and support.is_dir():
            extra = [
                "-Fsystem", str(support / "System" / "Library" / "Frameworks"),
                "-I", str(support / "usr" / "lib" / "swift"),
            ]
            yield (f"Mac Catalyst (iOS {ios})", f"x86_64-apple-ios{ios}-macabi", extra, f"macOS {version} SDK, iOSSupport")
    else:
        print(f"check-apple: {sdk}: not an iPhoneOS or macOS SDK (CanonicalName {name!r}); skipped")


def run(command: list[str]) -> str:
    result = subprocess.run(command, capture_output=True, text=True)
    output = result.stdout + result.stderr + (f"\n<exit {result.returncode}>" if result.returncode and "error:" not in result.stderr else "")
    if result.returncode < 0 or "due to signal" in output:
        # A compiler crash names no file: say which module and step it was.
        module = command[command.index("-module-name") + 1] if "-module-name" in command else "?"
        step = next((flag for flag in ("-typecheck", "-emit-silgen", "-emit-module") if flag in command), "compile")
        output += f"\nerror: the compiler crashed on {module} ({step}); the stack dump above names the declaration"
    return output


def check(target: str, sdk: Path, extra: list[str], res: Path, cache: Path, snippets: list[str]) -> list[str]:
    out = WORK / "modules" / target
    out.mkdir(parents=True, exist_ok=True)
    common = [
        "swiftc", "-target", target, "-sdk", str(sdk), "-resource-dir", str(res),
        "-swift-version", "6", "-parse-as-library", "-package-name", "twilight",
        "-plugin-path", str(TOOLCHAIN / "lib" / "swift" / "host" / "plugins"),
        "-I", str(out), "-module-cache-path", str(cache / target),
        "-continue-building-after-errors",
    ] + extra
    features = [flag for feature in UPCOMING for flag in ("-enable-upcoming-feature", feature)] + STRICT_MEMORY_SAFETY
    log = []
    for module, folder in DEPENDENCIES:
        files = sources(folder)
        own = features if folder.is_relative_to(ROOT / "Sources") else []
        # SILGen of typed throws crashes against the SDK's Swift 5.9 standard library, so the
        # interface is emitted without bodies and the bodies are type-checked on their own.
        log.append(run(common + own + [
            "-module-name", module, "-emit-module", "-emit-module-path", str(out / f"{module}.swiftmodule"),
            "-Xfrontend", "-experimental-skip-all-function-bodies",
        ] + files))
        if own:
            log.append(run(common + own + ["-module-name", module, "-typecheck"] + files))
    apple = sources(ROOT / "Sources" / "TwilightApple")
    header = WORK / "headers" / target / "TwilightApple-Swift.h"
    header.parent.mkdir(parents=True, exist_ok=True)
    log.append(run(common + features + [
        "-module-name", "TwilightApple", "-emit-module", "-emit-module-path", str(out / "TwilightApple.swiftmodule"),
        "-emit-objc-header-path", str(header), "-Xfrontend", "-experimental-skip-all-function-bodies",
        "-emit-symbol-graph", "-emit-symbol-graph-dir", str(symbol_folder(target)),
    ] + apple))
    log.append(run(common + features + ["-module-name", "TwilightApple", "-typecheck"] + apple))
    sil = WORK / "sil" / f"{target}.sil"
    sil.parent.mkdir(parents=True, exist_ok=True)
    sil.unlink(missing_ok=True)
    log.append(run(common + features + [
        "-module-name", "TwilightApple", "-wmo", "-emit-silgen", "-Xllvm", "-sil-print-debuginfo", "-o", str(sil),
    ] + apple))
    if sil.exists():
        log.extend(handed_to_apple(sil.read_text(), root=f"{ROOT}/"))
    else:
        log.append(f"error: no SIL was written for TwilightApple ({target}), so its closures were not checked")
    # The snippets and the SwiftUI reference app as an app's code: outside the package, so
    # that they see only the public API.
    client = [flag for flag in common if flag not in ("-package-name", "twilight")]
    swift = [path for path in snippets if path.endswith(".swift")]
    if swift:
        log.append(run(client + ["-module-name", "Snippets", "-typecheck"] + swift))
    # The Objective-C snippets with clang, against the header an app would import.
    if "macosx" not in target:
        frameworks = [flag for index, flag in enumerate(extra) if index and extra[index - 1] == "-Fsystem"]
        clang = [
            str(TOOLCHAIN / "bin" / "clang"), "-target", target, "-isysroot", str(sdk), "-resource-dir", str(res / "clang"),
            "-fobjc-arc", "-fmodules", f"-fmodules-cache-path={cache / f'objc-{target}'}", "-fsyntax-only",
            "-I", str(header.parent),
        ] + [flag for path in frameworks for flag in ("-iframework", path)]
        for path in snippets:
            if path.endswith(".m"):
                log.append(run(clang + [path]))
    # With the code the tokens plugin generates from its reference.resolver.json (main()).
    example = sources(ROOT / "Examples" / "SwiftUIApp.swiftpm" / "Sources") + [str(WORK / "ReferenceTokens.swift")]
    log.append(run(client + ["-module-name", "SwiftUIApp", "-typecheck"] + example))
    # Token code as the build plugin writes it, with its SwiftUI shape styles (compiled out on Linux).
    generated = ROOT / "Tests" / "TwilightTokensTests" / "Fixtures" / "golden" / "BrandsTokens.swift"
    log.append(run(client + ["-module-name", "GeneratedTokens", "-typecheck", str(generated)]))
    return diagnostics("\n".join(log))


def symbol_folder(target: str) -> Path:
    folder = WORK / "symbols" / target
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    return folder


def api_listing(labels: list[tuple[str, str]]) -> list[str]:
    """TwilightApple's declarations on every platform checked, each one not on all of them
    followed by the platforms it is on."""
    on = {}
    for label, target in labels:
        for line in lines_for("TwilightApple", WORK / "symbols" / target):
            on.setdefault(line, []).append(label)
    everywhere = {label for label, _ in labels}
    return sorted(line if set(where) == everywhere else f"{line} [{', '.join(where)}]" for line, where in on.items())


def compare_api(lines: list[str], update: bool) -> bool:
    committed = ROOT / "API" / "TwilightApple.txt"
    text = "".join(line + "\n" for line in lines)
    if update:
        committed.write_text(text)
        print(f"check-apple: API/TwilightApple.txt rewritten ({len(lines)} lines); review it with git diff API/")
        return True
    if committed.exists() and committed.read_text() == text:
        print(f"check-apple: TwilightApple's public API matches API/TwilightApple.txt ({len(lines)} lines)")
        return True
    old = committed.read_text().splitlines() if committed.exists() else []
    for line in sorted(set(old) - set(lines)):
        print("  - " + line)
    for line in sorted(set(lines) - set(old)):
        print("  + " + line)
    print("check-apple: TwilightApple's public API differs from API/TwilightApple.txt (above: - committed, + built);")
    print("  if the change is intended, run scripts/check-apple.sh --update-api … and commit API/ with it")
    return False


# The SDK folders' Swift interfaces (Swift 5.9) and C modules predate Swift 6.2's `@unsafe`
# annotations, so a site Linux's toolchain finds unsafe (a C call taking a pointer,
# `unsafeDowncast`) is not known unsafe against them, and its `unsafe` marker draws this
# warning. Xcode 26's SDKs carry the annotations; a marker missing on Apple platforms is still
# reported ("expression uses unsafe constructs but is not marked").
MARKER_THE_OLD_SDK_DOES_NOT_NEED = "no unsafe operations occur within 'unsafe' expression"


def diagnostics(text: str) -> list[str]:
    seen, found = set(), []
    for line in text.splitlines():
        match = DIAGNOSTIC.match(line)
        if "command failed with exit code" in line or MARKER_THE_OLD_SDK_DOES_NOT_NEED in line:
            continue  # the driver's summary of errors already listed; see above
        # A driver's own error (`error: …`, `clang: error: …`) counts as one too.
        driver = line.startswith("error:") or line.startswith("clang: error:")
        if (match or line.startswith("<exit") or driver) and line not in seen:
            seen.add(line)
            found.append(line.replace(str(ROOT) + "/", ""))
    return found


def write_snippets(folder: Path) -> list[str]:
    """Each Apple-facing snippet as a file of its own (see apple_snippets.py): the Swift ones
    as `.swift`, the Objective-C ones as `.m`."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    files = []
    for suffix, found in ((".swift", extract(ROOT)), (".m", extract_objc(ROOT))):
        for index, (origin, code) in enumerate(found):
            path = folder / f"{index:02d}_{re.sub(r'[^A-Za-z0-9]+', '_', origin)}{suffix}"
            path.write_text(code)
            files.append(str(path))
    return files


# Apple calls that brought defects back before, each with why: the glue must not use them.
# Scanned in every run and by the self-test, so that CI (which has no SDK) catches them too.
KNOWN_DEFECTS = {
    "cacheDisplay(in:": "a snapshot drawn with cacheDisplay(in:to:) misses layer-drawn content (SwiftUI, "
    "NSVisualEffectView, Metal) and an overlay takes clicks: fade the window's frame view with a CATransition",
    ".preferredColorScheme(": "going back from .dark or .light to nil does not restore the system's scheme in windows, "
    "sheets and popovers: apply the choice to the windows (UIKitAppearanceController, AppKitAppearanceController)",
    "NSColor(srgbRed:": "clamps each component to 0...1 (NSColor.h), so a colour outside sRGB (a Display P3 token) "
    "turns into another on macOS: NSColor(red:green:blue:alpha:) takes extended sRGB, as UIColor(red:…) does",
    "usingColorSpace(.sRGB)": "clamps a colour outside sRGB as it converts it: convert to .extendedSRGB",
}


def known_defects(folder: Path) -> list[str]:
    """`file:line:column: error: …` for each use of a call in KNOWN_DEFECTS under `folder`
    (doc comments included: an example teaches the call as well)."""
    found = []
    for source in sorted(folder.rglob("*.swift")):
        for number, line in enumerate(source.read_text().splitlines(), 1):
            for call, why in KNOWN_DEFECTS.items():
                column = line.find(call)
                if column >= 0:
                    found.append(f"{str(source).replace(str(ROOT) + '/', '')}:{number}:{column + 1}: error: {call.strip('.(')} — {why}")
    return found


def self_test() -> int:
    """Builds the resource folder from a stand-in toolchain and a notes folder that has a
    `std.apinotes` of its own, and fails if the toolchain's file changed: the check must
    never write into the machine's toolchain (it once wrote through a link). Needs no SDK;
    scripts/check-manifest.sh runs it."""
    global TOOLCHAIN, WORK
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        TOOLCHAIN, WORK = Path(folder) / "toolchain", Path(folder) / "work"
        for name in ["clang", "shims", "host", "apinotes"]:
            (TOOLCHAIN / "lib" / "swift" / name).mkdir(parents=True)
        original = TOOLCHAIN / "lib" / "swift" / "apinotes" / "std.apinotes"
        original.write_text("---\nName: Swift\n")
        notes = Path(folder) / "notes"
        notes.mkdir()
        (notes / "std.apinotes").write_text("---\nName: Swift\n# given\n")
        (notes / "os.apinotes").write_text("---\nName: os\n")
        res = resource_dir(notes)
        kept = original.read_text() == "---\nName: Swift\n"
        given = (res / "apinotes" / "std.apinotes").read_text().endswith("# given\n")
    # Main-actor closures planted in a stand-in (PlantedClosures.swift): each must be found.
    found = handed_to_apple(PLANTED_SIL.read_text(), root=f"{ROOT}/")
    missed = [f"{closure} to {api}" for closure, api in PLANTED if not any(closure in line and api in line for line in found)]
    if missed or len(found) != len(PLANTED):
        print(f"check-apple self-test: the SIL check did not find, in {PLANTED_SIL.relative_to(ROOT)}, the main-actor")
        print("  closures handed " + "; ".join(missed or ["exactly these"]) + "; it found: " + (" | ".join(found) or "nothing"))
        return 1
    defects = known_defects(ROOT / "Sources" / "TwilightApple")
    if defects:
        print("check-apple self-test: TwilightApple uses calls that brought defects back before:")
        for line in defects:
            print("  " + line)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        stand_in = Path(folder) / "Dissolve.swift"
        stand_in.write_text(
            "content.cacheDisplay(in: content.bounds, to: bitmap)\n.preferredColorScheme(nil)\n"
            "NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)\ncolor.usingColorSpace(.sRGB)\n"
        )
        caught = len([line for line in known_defects(Path(folder)) if ": error:" in line]) == len(KNOWN_DEFECTS)
    if kept and given and caught:
        print("check-apple self-test: the toolchain's files are left as they were; TwilightApple uses none of")
        print(f"  {', '.join(KNOWN_DEFECTS)} (a stand-in that does is caught); the SIL check finds each closure planted:")
        for line in found:
            print("  " + line)
        return 0
    if not caught:
        print("check-apple self-test: the known-defect scan missed one of a stand-in's " + ", ".join(KNOWN_DEFECTS))
        return 1
    print("check-apple self-test: building the resource folder changed the toolchain's std.apinotes" if not kept
          else "check-apple self-test: the given std.apinotes was not used")
    return 1


def plant_sil(sdk: Path, apinotes: str) -> int:
    """Writes PLANTED_SIL: the stand-in's SILGen against an iPhoneOS SDK."""
    prepared = prepare(sdk)
    (label, target, extra, _), = list(platforms(prepared))[:1]
    # Compiled from the root, so that the SIL's locations are the repository's paths.
    result = subprocess.run([
        "swiftc", "-target", target, "-sdk", str(prepared), "-resource-dir", str(resource_dir(Path(apinotes))),
        "-swift-version", "6", "-parse-as-library", "-module-cache-path", str(WORK / "module-cache" / "planted"),
        "-module-name", "Planted", "-wmo", "-emit-silgen", "-Xllvm", "-sil-print-debuginfo",
        "-o", str(PLANTED_SIL), str(PLANTED_SIL.with_suffix(".swift").relative_to(ROOT)),
    ] + extra, cwd=ROOT, capture_output=True, text=True)
    output = result.stdout + result.stderr
    print(output.strip() or f"check-apple: wrote {PLANTED_SIL.relative_to(ROOT)} ({label})")
    return result.returncode


def main(arguments: list[str]) -> int:
    if arguments == ["--self-test"]:
        return self_test()
    apinotes = os.environ.get("TWILIGHT_APPLE_APINOTES", "")
    update_api = "--update-api" in arguments
    arguments = [a for a in arguments if a != "--update-api"]
    if arguments[:1] == ["--apinotes"] and len(arguments) > 1:
        apinotes, arguments = arguments[1], arguments[2:]
    if arguments[:1] == ["--plant-sil"] and len(arguments) == 2:
        return plant_sil(Path(arguments[1]), apinotes)
    sdks = [Path(a) for a in arguments if (Path(a) / "SDKSettings.json").is_file()]
    for missing in set(arguments) - {str(s) for s in sdks}:
        print(f"check-apple: {missing}: not an SDK folder (no SDKSettings.json)")
    if not sdks:
        print("check-apple: no Apple SDK given; nothing was type-checked.")
        print("  usage: scripts/check-apple.sh PATH/iPhoneOS17.0.sdk PATH/macOS14.0.sdk")
        return 0
    if not DEPENDENCIES[0][1].is_dir():
        subprocess.run(["swift", "package", "resolve"], cwd=ROOT, check=True)
    if not (Path(apinotes) / "os.apinotes").is_file():
        print("check-apple: no os.apinotes: give --apinotes DIR, a folder with os.apinotes from the")
        print("  apinotes/ folder of https://github.com/swiftlang/swift (Xcode's toolchain carries it, Linux's does not)")
        return 2
    res = resource_dir(Path(apinotes))
    # Clang's cached modules keep the API notes they were built with: a cache per set of notes.
    notes = hashlib.sha256(b"".join(p.read_bytes() for p in sorted((res / "apinotes").glob("*.apinotes"))))
    cache = WORK / "module-cache" / notes.hexdigest()[:16]
    snippets = write_snippets(WORK / "snippets")
    # The SwiftUI example's tokens, as the build plugin makes them from its document.
    subprocess.run(["swift", "build", "--product", "twilight-tokens-swift"], cwd=ROOT, check=True)
    tool = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    subprocess.run(
        [f"{tool}/twilight-tokens-swift", str(ROOT / "Examples" / "SwiftUIApp.swiftpm" / "Sources" / "SwiftUIApp" / "reference.resolver.json"),
         str(WORK / "ReferenceTokens.swift"), "--with-twilight-apple"],  # the example depends on TwilightApple
        check=True,
    )
    total = 0
    summary = []
    checked = []
    for sdk in sdks:
        prepared = prepare(sdk)
        for label, target, extra, origin in platforms(prepared):
            found = check(target, prepared, extra, res, cache, snippets)
            checked.append((label, target))
            errors = sum(": error:" in f or f.startswith(("error:", "<exit")) for f in found)
            warnings = sum(": warning:" in f for f in found)
            total += errors + warnings
            print(f"== {label} ({target}, {origin}): {errors} errors, {warnings} warnings")
            for line in found:
                print("  " + line)
            summary.append(f"{label}: {errors} errors, {warnings} warnings")
    defects = known_defects(ROOT / "Sources" / "TwilightApple")
    if defects:
        print(f"== calls that brought defects back before: {len(defects)} errors")
        for line in defects:
            print("  " + line)
        total += len(defects)
        summary.append(f"known defects: {len(defects)} errors")
    print("check-apple: " + "; ".join(summary))
    print("check-apple: tvOS, watchOS and visionOS are not declared in Package.swift (no SDK to type-check them)")
    if len(checked) < 3 and not update_api:
        print("check-apple: the API listing needs an iOS and a macOS SDK; API/TwilightApple.txt not compared")
        return 1 if total else 0
    api_matches = compare_api(api_listing(checked), update_api)
    return 1 if total or not api_matches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
