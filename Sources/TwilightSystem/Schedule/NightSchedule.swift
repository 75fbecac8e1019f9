public import Foundation
package import Twilight

/// When it is "night" for a night-reading app (DKNightVersion's use case): between two
/// clock times, or between sunset and sunrise at a place.
public struct NightSchedule: Hashable, Sendable {
    /// How the night is defined.
    package enum Rule: Hashable, Sendable {
        /// From `start` to `end`, in minutes after local midnight; wraps past midnight when
        /// `start > end` (21:00–07:00).
        case clock(start: Int, end: Int)
        /// From sunset to sunrise at a latitude and longitude (degrees, north and east
        /// positive), by NOAA's solar equations.
        case sun(latitude: Double, longitude: Double)
    }

    /// The rule.
    package var rule: Rule
    /// The time zone clock times are read in.
    package var timeZone: TimeZone

    /// Night between two clock times, such as `NightSchedule(from: (21, 0), to: (7, 0))`.
    public init(from start: (hour: Int, minute: Int), to end: (hour: Int, minute: Int), timeZone: TimeZone = .current) {
        self.rule = .clock(start: Self.minutes(start), end: Self.minutes(end))
        self.timeZone = timeZone
    }

    /// Night between sunset and sunrise at a place.
    public init(latitude: Double, longitude: Double) {
        self.rule = .sun(latitude: min(max(latitude, -90), 90), longitude: min(max(longitude, -180), 180))
        self.timeZone = TimeZone(identifier: "UTC")!
    }

    private static func minutes(_ time: (hour: Int, minute: Int)) -> Int {
        (min(max(time.hour, 0), 23) * 60 + min(max(time.minute, 0), 59))
    }

    /// Parses `HH:MM-HH:MM` (clock) or `LAT,LON` (sun).
    public init?(parsing text: String, timeZone: TimeZone = .current) {
        let clock = text.split(separator: "-")
        if clock.count == 2, let start = Self.parseTime(clock[0]), let end = Self.parseTime(clock[1]) {
            self.init(from: start, to: end, timeZone: timeZone)
            return
        }
        let place = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        if place.count == 2, (-90...90).contains(place[0]), (-180...180).contains(place[1]) {
            self.init(latitude: place[0], longitude: place[1])
            return
        }
        return nil
    }

    private static func parseTime(_ text: Substring) -> (hour: Int, minute: Int)? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute) else {
            return nil
        }
        return (hour, minute)
    }

    /// Whether it is night at `date`.
    package func isNight(at date: Date) -> Bool {
        switch rule {
        case .clock(let start, let end):
            let minute = minuteOfDay(date)
            if start == end { return false }
            return start < end ? (start..<end).contains(minute) : (minute >= start || minute < end)
        case .sun(let latitude, let longitude):
            let (sunrise, sunset) = SolarTimes.times(on: date, latitude: latitude, longitude: longitude)
            switch (sunrise, sunset) {
            case (.polarNight, _), (_, .polarNight): return true
            case (.midnightSun, _), (_, .midnightSun): return false
            case (.at(let rise), .at(let set)): return date < rise || date >= set
            }
        }
    }

    /// The next moment after `date` when night begins or ends, if any in the next two days.
    package func nextChange(after date: Date) -> Date? {
        switch rule {
        case .clock(let start, let end):
            guard start != end else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let midnight = calendar.startOfDay(for: date)
            let candidates = [0, 1].flatMap { day in
                [start, end].compactMap { minute in
                    calendar.date(byAdding: DateComponents(day: day, minute: minute), to: midnight)
                }
            }
            return candidates.filter { $0 > date }.min()
        case .sun(let latitude, let longitude):
            var candidates: [Date] = []
            for day in 0..<3 {
                let (sunrise, sunset) = SolarTimes.times(on: date.addingTimeInterval(Double(day) * 86_400), latitude: latitude, longitude: longitude)
                for event in [sunrise, sunset] { if case .at(let moment) = event, moment > date { candidates.append(moment) } }
            }
            return candidates.min()
        }
    }

    private func minuteOfDay(_ date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }
}

/// Sunrise and sunset by NOAA's general solar position equations
/// (gml.noaa.gov/grad/solcalc/solareqns.PDF), accurate to a minute or two.
enum SolarTimes {
    enum Event: Hashable {
        case at(Date)
        /// The sun does not rise that day.
        case polarNight
        /// The sun does not set that day.
        case midnightSun
    }

    /// Sunrise and sunset of the local solar day containing `date` at a place.
    static func times(on date: Date, latitude: Double, longitude: Double) -> (sunrise: Event, sunset: Event) {
        // The local solar day: UTC shifted by the longitude (4 minutes per degree).
        let solar = date.addingTimeInterval(longitude * 240)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dayStart = calendar.startOfDay(for: solar)
        let dayOfYear = Double(calendar.ordinality(of: .day, in: .year, for: solar) ?? 1)
        let daysInYear = Double(calendar.range(of: .day, in: .year, for: solar)?.count ?? 365)
        let gamma = 2 * Double.pi / daysInYear * (dayOfYear - 1)
        let equationOfTime =
            229.18
            * (0.000075 + 0.001868 * cos(gamma) - 0.032077 * sin(gamma)
                - 0.014615 * cos(2 * gamma) - 0.040849 * sin(2 * gamma))
        let declination =
            0.006918 - 0.399912 * cos(gamma) + 0.070257 * sin(gamma) - 0.006758 * cos(2 * gamma)
            + 0.000907 * sin(2 * gamma) - 0.002697 * cos(3 * gamma) + 0.00148 * sin(3 * gamma)
        let phi = latitude * .pi / 180
        let zenith = 90.833 * Double.pi / 180
        let cosHourAngle = cos(zenith) / (cos(phi) * cos(declination)) - tan(phi) * tan(declination)
        if cosHourAngle > 1 { return (.polarNight, .polarNight) }
        if cosHourAngle < -1 { return (.midnightSun, .midnightSun) }
        let hourAngle = acos(cosHourAngle) * 180 / .pi
        // The day's UTC midnight for the solar day's date, then minutes after it.
        let sunrise = 720 - 4 * (longitude + hourAngle) - equationOfTime
        let sunset = 720 - 4 * (longitude - hourAngle) - equationOfTime
        return (.at(dayStart.addingTimeInterval(sunrise * 60)), .at(dayStart.addingTimeInterval(sunset * 60)))
    }
}

/// Dark at night by a ``NightSchedule``.
package struct ScheduleReader: AppearanceReader {
    /// The schedule.
    package var schedule: NightSchedule
    /// The current time (injectable for tests).
    package var now: @Sendable () -> Date

    /// Creates the reader.
    package init(schedule: NightSchedule, now: @escaping @Sendable () -> Date = { Date() }) {
        self.schedule = schedule
        self.now = now
    }

    /// `schedule`.
    package var source: AppearanceSource { .schedule }

    /// Dark at night, light by day.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        PartialAppearance(colorScheme: schedule.isNight(at: now()) ? .dark : .light)
    }
}
