import RefreshKitGTK

// The list's rows, made and filled by a GtkSignalListItemFactory ("setup" and "bind").

/// A row: an icon, a title and a dimmed subtitle.
let setupRow:
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) ->
    Void = { _, item, _ in
      // The list item crosses onto the main actor as a number (GTK calls on the main thread).
      let address = UInt(bitPattern: item)
      MainActor.assumeIsolated {
        let item = OpaquePointer(bitPattern: address)
        let row = gtkMade(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12), "box")
        gtk_widget_set_margin_start(row, 12)
        gtk_widget_set_margin_end(row, 12)
        gtk_widget_set_margin_top(row, 8)
        gtk_widget_set_margin_bottom(row, 8)
        let icon = gtkMade(
          gtk_image_new_from_icon_name("avatar-default-symbolic"), "image from icon name")
        gtk_image_set_pixel_size(OpaquePointer(icon), 32)
        gtk_box_append(row, icon)
        let texts = gtkMade(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2), "box")
        let title = gtkMade(gtk_label_new(nil), "label")
        gtk_label_set_xalign(OpaquePointer(title), 0)
        gtk_widget_add_css_class(title, "heading")
        let subtitle = gtkMade(gtk_label_new(nil), "label")
        gtk_label_set_xalign(OpaquePointer(subtitle), 0)
        gtk_widget_add_css_class(subtitle, "dim-label")
        gtk_box_append(texts, title)
        gtk_box_append(texts, subtitle)
        gtk_box_append(row, texts)
        gtk_list_item_set_child(item, row)
      }
    }

let bindRow:
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) ->
    Void = { _, item, _ in
      // The list item crosses onto the main actor as a number (GTK calls on the main thread).
      let address = UInt(bitPattern: item)
      MainActor.assumeIsolated {
        let item = OpaquePointer(bitPattern: address)
        guard let row = gtk_list_item_get_child(item), let object = gtk_list_item_get_item(item),
          let text = gtk_string_object_get_string(OpaquePointer(object))
        else { return }
        let parts = String(cString: text).split(separator: "\t", maxSplits: 1).map(String.init)
        let texts = gtk_widget_get_last_child(row)
        let title = gtk_widget_get_first_child(texts)
        let subtitle = gtk_widget_get_last_child(texts)
        gtk_label_set_text(OpaquePointer(title), parts.first ?? "")
        gtk_label_set_text(OpaquePointer(subtitle), parts.count > 1 ? parts[1] : "")
      }
    }
