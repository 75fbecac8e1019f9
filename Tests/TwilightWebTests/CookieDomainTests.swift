import Foundation
import Testing
import Twilight
import TwilightTestSupport

@testable import TwilightWeb

/// Sharing the choice across a domain's sites: the Public Suffix List's matching rules, the
/// names browsers refuse, and the cookies written.
@Suite struct CookieDomainTests {
    /// A list written from the format's own description (publicsuffix.org/list): plain
    /// rules, a wildcard, an exception, comments, and text after the rule ignored.
    static let list = PublicSuffixList(
        parsing: """
            // ===BEGIN ICANN DOMAINS===
            com
            uk
            co.uk
            *.ck
            !www.ck
            jp
            *.kobe.jp
            !city.kobe.jp
            github.io trailing words are ignored

            // a comment: example.com
            """
    )

    @Test(arguments: [
        // The implicit rule "*": an unlisted top-level domain is a suffix.
        ("example", "example"), ("example.example", "example"), ("b.example.example", "example"),
        ("com", "com"), ("example.com", "com"), ("b.example.com", "com"), ("EXAMPLE.COM", "com"),
        // The rule with the most labels prevails.
        ("co.uk", "co.uk"), ("example.co.uk", "co.uk"), ("uk", "uk"), ("example.uk", "uk"),
        // A wildcard matches one label; an exception's suffix drops its leftmost label.
        ("ck", "ck"), ("test.ck", "test.ck"), ("b.test.ck", "test.ck"), ("www.ck", "ck"), ("www.www.ck", "ck"),
        ("kobe.jp", "jp"), ("c.kobe.jp", "c.kobe.jp"), ("b.c.kobe.jp", "c.kobe.jp"), ("city.kobe.jp", "kobe.jp"),
        ("www.city.kobe.jp", "kobe.jp"), ("github.io", "github.io"), ("a.github.io", "github.io"),
    ])
    func thePrevailingRuleGivesThePublicSuffix(domain: String, suffix: String) {
        #expect(Self.list.publicSuffix(of: domain) == suffix)
    }

    @Test func malformedNamesHaveNoSuffix() {
        for name in ["", ".com", "example..com", "example.com."] {
            #expect(Self.list.publicSuffix(of: name) == nil, "\(name)")
        }
    }

    @Test func namesBrowsersRefuseAreRefusedWithTheReason() {
        let refused: [(String, String)] = [
            ("", "empty"), ("com", "single label"), ("localhost", "single label"), ("co.uk", "public suffix"),
            ("test.ck", "public suffix"), ("127.0.0.1", "IP address"), ("[::1]", "IP address"),
            ("::1", "IP address"), ("exa mple.com", "label \"exa mple\""), ("-x.com", "label \"-x\""), ("münchen.de", "xn--"),
            ("a..com", "label \"\""), (String(repeating: "a", count: 64) + ".com", "1 to 63"),
        ]
        for (name, reason) in refused {
            do {
                _ = try CookieDomain(name, publicSuffixes: Self.list)
                Issue.record("\(name.debugDescription) was accepted")
            } catch {
                #expect(error.description.hasPrefix("\(name.debugDescription) cannot be the theme cookie's domain: "), "\(error)")
                #expect(error.description.contains(reason), "\(error)")
                #expect(error.text == name && error.description.hasSuffix(error.problem), "the text and the rule it breaks")
            }
        }
        // A site under a public suffix is a registered domain, accepted.
        #expect((try? CookieDomain("a.github.io", publicSuffixes: Self.list))?.name == "a.github.io")
        #expect((try? CookieDomain(".Example.COM", publicSuffixes: Self.list))?.name == "example.com")
        #expect((try? CookieDomain("example.co.uk", publicSuffixes: Self.list))?.name == "example.co.uk")
        // Without a list, only a multi-label public suffix gets through.
        #expect((try? CookieDomain("co.uk", publicSuffixes: nil))?.name == "co.uk")
        #expect((try? CookieDomain("com", publicSuffixes: nil)) == nil)
    }

    /// The list Debian installs (package `publicsuffix`), as the default.
    @Test func theSystemListRefusesRealPublicSuffixes() {
        guard FileManager.default.fileExists(atPath: PublicSuffixList.systemPath) else {
            reportMissingPart("\(PublicSuffixList.systemPath) is missing (the cookie domain checks); scripts/test.sh installs publicsuffix")
            return
        }
        for suffix in ["co.uk", "github.io", "blogspot.com", "com.au", "s3.amazonaws.com"] {
            #expect((try? CookieDomain(suffix)) == nil, "\(suffix)")
        }
        for domain in ["example.co.uk", "twilight.github.io", "example.com", "twilight.test"] {
            #expect((try? CookieDomain(domain))?.name == domain, "\(domain)")
        }
    }

    @Test func theCookieNamesTheDomainAndAChangeRemovesTheHostsOwn() async throws {
        let domain = try CookieDomain("example.com", publicSuffixes: Self.list)
        #expect(
            ChoiceCookie(ThemeChoice(.dark), secure: true, domain: domain).headerValue
                == "theme=dark; Path=/; Max-Age=31536000; Domain=example.com; SameSite=Lax; Secure"
        )
        var site = SiteStyles()
        site.cookieDomain = domain
        let response = await AppearanceEndpoint(site: site).change(
            contentType: "application/x-www-form-urlencoded",
            body: "theme=dark&return=/settings",
            current: ServerSideAppearance(cookieHeader: nil, clientHint: nil, site: site),
            cameOverHTTPS: false
        )
        #expect(response.status == 303)
        #expect(
            response.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == [
                "theme=; Path=/; Max-Age=0", "theme=dark; Path=/; Max-Age=31536000; Domain=example.com; SameSite=Lax",
            ]
        )
        // Without a domain, one cookie as before.
        let plain = await AppearanceEndpoint().change(
            contentType: "application/json",
            body: "{\"theme\":\"dark\"}",
            current: ServerSideAppearance(cookieHeader: nil, clientHint: nil),
            cameOverHTTPS: false
        )
        #expect(plain.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == ["theme=dark; Path=/; Max-Age=31536000; SameSite=Lax"])
        #expect(NoFlashScript(site: site).source.contains("\"; Domain=example.com\""))
        #expect(!NoFlashScript().source.contains("Domain="))
    }
}
