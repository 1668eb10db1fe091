#!/usr/bin/python3
"""A WebKitGTK browser for WebKitWebDriver whose storage lives on disk.

WebKitWebDriver's MiniBrowser sessions are ephemeral (IndexedDB, caches and service workers
live in memory), unlike Safari's normal profile. This host takes `--automation` as MiniBrowser
does and keeps a persistent profile in `--profile=<folder>` (tests/README.md).
"""
import argparse
import signal
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--automation", action="store_true")
parser.add_argument("--profile", required=True)
parser.add_argument("url", nargs="?")
options, _ = parser.parse_known_args()

data_manager = WebKit2.WebsiteDataManager(
    base_data_directory=f"{options.profile}/data",
    base_cache_directory=f"{options.profile}/cache",
)
context = WebKit2.WebContext.new_with_website_data_manager(data_manager)
context.set_automation_allowed(options.automation)
windows = []


def on_window_destroyed(window):
    windows.remove(window)
    if not windows:
        Gtk.main_quit()


def new_web_view(controlled_by_automation):
    view = WebKit2.WebView(
        web_context=context, is_controlled_by_automation=controlled_by_automation
    )
    settings = view.get_settings()
    settings.set_enable_developer_extras(True)
    window = Gtk.Window()
    window.set_default_size(1024, 768)
    window.add(view)
    window.connect("destroy", on_window_destroyed)
    view.connect("close", lambda _view: window.destroy())
    windows.append(window)
    window.show_all()
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("MiniBrowser")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), 0)
    session.set_application_info(info)
    session.connect("create-web-view", lambda _session: new_web_view(True))


context.connect("automation-started", on_automation_started)
if not options.automation:
    new_web_view(False).load_uri(options.url or "about:blank")
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, Gtk.main_quit)
Gtk.main()
sys.exit(0)
