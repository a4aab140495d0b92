import CGtk4
import RefreshKitGTK
import Testing

/// The named fundamental types are GLib's own.
@MainActor
@Suite struct GLibTypeTests {
  @Test func theNamesAreGLibsTypes() {
    #expect(GLibType.boolean == g_type_from_name("gboolean"))
    #expect(GLibType.string == g_type_from_name("gchararray"))
  }

  @Test func aValueOfEachHoldsItsKind() {
    var flag = GValue()
    g_value_init(&flag, GLibType.boolean)
    g_value_set_boolean(&flag, 1)
    #expect(g_value_get_boolean(&flag) == 1)
    g_value_unset(&flag)
    var text = GValue()
    g_value_init(&text, GLibType.string)
    g_value_set_string(&text, "Loading")
    #expect(String(cString: g_value_get_string(&text)) == "Loading")
    g_value_unset(&text)
  }
}
