import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct LastUpdatedTimeStoreTests {}

extension LastUpdatedTimeStoreTests {
  @Test func inMemoryKeepsDatesPerKey() {
    let store = InMemoryLastUpdatedTimeStore()
    let first = Date(timeIntervalSince1970: 1_000)
    let second = Date(timeIntervalSince1970: 2_000)
    store.setDate(first, forKey: "a")
    store.setDate(second, forKey: "b")
    store.setDate(second, forKey: "a")
    #expect(store.date(forKey: "a") == second)
    #expect(store.date(forKey: "b") == second)
    #expect(store.date(forKey: "c") == nil)
    #expect(store.dates.count == 2)
  }

  @Test func headersUseUserDefaultsByDefault() {
    let store = RefreshStateHeader().lastUpdatedTimeStore as? UserDefaultsLastUpdatedTimeStore
    #expect(store?.defaults === UserDefaults.standard)
  }

  @Test func userDefaultsKeepsDatesPerKey() throws {
    let suite = "RefreshKitTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsLastUpdatedTimeStore(defaults: defaults)
    let date = Date(timeIntervalSince1970: 1_234_567)
    store.setDate(date, forKey: "inbox")
    #expect(store.date(forKey: "inbox") == date)
    #expect(store.date(forKey: "archive") == nil)
    // A value of another type under the key is not a date.
    defaults.set("yesterday", forKey: "archive")
    #expect(store.date(forKey: "archive") == nil)
    // Another store on the same database sees the record.
    #expect(UserDefaultsLastUpdatedTimeStore(defaults: defaults).date(forKey: "inbox") == date)
  }
}
