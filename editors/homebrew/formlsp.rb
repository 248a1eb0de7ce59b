# Homebrew formula for formlsp. Homebrew installs formulae from taps only, so this one lives here and
# is copied into a tap (README, "Install"): it builds the tagged source with `make install`, the same
# release build as the archives (Swift from Xcode on macOS, Homebrew's swift on Linux).
class Formlsp < Formula
  desc "Language server and CI checker for Return-key focus chains in SwiftUI and UIKit forms"
  homepage "https://github.com/formlsp/formlsp"
  url "https://github.com/formlsp/formlsp.git", tag: "v0.1.0"
  license "MIT"
  head "https://github.com/formlsp/formlsp.git", branch: "main"

  depends_on xcode: ["16.3", :build] # Swift 6.1
  depends_on "jsoncpp" => :build # linked statically, or bundled into lib/formlsp
  depends_on "pkgconf" => :build
  depends_on macos: :ventura

  uses_from_macos "swift" => :build

  def install
    # Homebrew's build sandbox cannot nest SwiftPM's own.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/formlsp --version")
    (testpath/"Form.swift").write <<~SWIFT
      import SwiftUI

      struct SignUp: View {
          enum Field { case name, email }
          @FocusState private var focus: Field?
          @State private var name = ""
          @State private var email = ""

          var body: some View {
              Form {
                  TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
                  TextField("Email", text: $email).focused($focus, equals: .email)
              }
          }
      }
    SWIFT
    assert_match "[missing-focus-transition]", shell_output("#{bin}/formlsp check Form.swift", 1)
  end
end
