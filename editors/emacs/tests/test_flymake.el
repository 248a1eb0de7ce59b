;;; test_flymake.el --- formlsp-flymake.el beside Eglot running another server  -*- lexical-binding: t; -*-

;;; Commentary:

;; The setup that keeps sourcekit-lsp under Eglot: Eglot runs the Swift server (a stand-in,
;; editors/tests/stub_sourcekit_lsp.py, registered as a user registers sourcekit-lsp) and
;; `formlsp-flymake-mode' adds formlsp's findings beside its diagnostics, from the real binary
;; (env FORMLSP) run as `formlsp check'.
;; Run by editors/run-tests.sh: emacs --batch -Q -l harness.el -l test_flymake.el -f formlsp-test-run

;;; Code:

(require 'harness)
(formlsp-test-load-eglot)

(formlsp-test-ensure-swift-mode)

(defvar formlsp-test-server-programs-before (copy-tree eglot-server-programs)
  "`eglot-server-programs' before formlsp-flymake.el is loaded.")

(require 'formlsp-flymake)

(defvar formlsp-test-binary (getenv "FORMLSP"))
(defvar formlsp-test-stub-server
  (list (or (executable-find "python3") "python3")
        (expand-file-name "../../tests/stub_sourcekit_lsp.py" formlsp-test-folder))
  "The command of the stand-in for sourcekit-lsp.")
(defvar formlsp-test-project
  ;; A copy, since the tests edit the form and break the configuration.
  (let ((copy (file-name-as-directory (make-temp-file "formlsp-emacs-" t))))
    (copy-directory (expand-file-name "project" formlsp-test-folder) copy nil nil t)
    (add-hook 'kill-emacs-hook (lambda () (delete-directory copy t)))
    copy))
(defvar formlsp-test-form (expand-file-name "Sources/SignUpForm.swift" formlsp-test-project))
(defvar formlsp-test-configuration (expand-file-name ".formlsp.json" formlsp-test-project))
(defvar formlsp-test-stuck-field-rule "missing-focus-transition")

;; The user's configuration: Eglot runs "sourcekit-lsp" for Swift (Eglot 1.9 has no entry for it),
;; formlsp-flymake-mode adds formlsp's checker.
(add-to-list 'eglot-server-programs (cons 'swift-mode formlsp-test-stub-server))
(add-hook 'swift-mode-hook #'formlsp-flymake-mode)
(setq formlsp-program formlsp-test-binary
      eglot-connect-timeout formlsp-test-timeout
      eglot-sync-connect formlsp-test-timeout
      eglot-autoreconnect nil)

(defun formlsp-test-diagnostics-from (prefix)
  "The current buffer's Flymake diagnostics whose text starts with PREFIX."
  (cl-remove-if-not (lambda (diagnostic)
                      (string-prefix-p prefix (flymake-diagnostic-text diagnostic)))
                    (flymake-diagnostics)))

(defun formlsp-test-stuck-field-diagnostics ()
  "formlsp's diagnostics of the stuck field rule."
  (formlsp-test-diagnostics-from (format "formlsp [%s]: " formlsp-test-stuck-field-rule)))

(defun formlsp-test-server-diagnostics ()
  "The diagnostics of the server Eglot runs."
  (formlsp-test-diagnostics-from "sourcekit-lsp: "))

(defun formlsp-test-check-now ()
  "Start every Flymake backend now, as Flymake does on save or when idle."
  (flymake-start))

(defun formlsp-test-position-of (text)
  "The buffer position where TEXT starts; fails when it is not there exactly once."
  (save-excursion
    (goto-char (point-min))
    (let ((start (and (search-forward text nil t) (match-beginning 0))))
      (formlsp-test-truthy start (format "%S in the form" text))
      (formlsp-test-equal nil (search-forward text nil t) (format "a second %S" text))
      start)))

(defun formlsp-test-line-and-column (position)
  "POSITION as (LINE COLUMN): 1-based line, 0-based column in characters."
  (save-excursion
    (goto-char position)
    (list (line-number-at-pos) (current-column))))

(formlsp-test "formlsp-flymake.el leaves eglot-server-programs alone"
  (formlsp-test-equal formlsp-test-server-programs-before (cdr eglot-server-programs)
                      "eglot-server-programs after the user's own sourcekit-lsp entry")
  (formlsp-test-equal nil (featurep 'formlsp) "formlsp.el (the Eglot registration) is loaded"))

(formlsp-test "Eglot runs its own server for the Swift buffer, formlsp-flymake-mode is on"
  (find-file formlsp-test-form)
  (formlsp-test-truthy formlsp-flymake-mode "formlsp-flymake-mode is on, from swift-mode-hook")
  (call-interactively #'eglot)
  (formlsp-test-wait-for "Eglot to manage the buffer" #'eglot-managed-p)
  (formlsp-test-equal formlsp-test-stub-server
                      (process-command (jsonrpc--process (eglot-current-server)))
                      "the command of Eglot's server")
  (formlsp-test-equal nil
                      (cl-find-if (lambda (process)
                                    (equal (car (process-command process)) formlsp-test-binary))
                                  (process-list))
                      "a formlsp process running while Flymake has not checked")
  (formlsp-test-truthy flymake-mode "Flymake is on"))

(formlsp-test "Flymake has both backends, Eglot's and formlsp's (Eglot 1.9 replaces the list)"
  (formlsp-test-truthy (memq 'eglot-flymake-backend flymake-diagnostic-functions)
                       "eglot-flymake-backend among the backends")
  (formlsp-test-truthy (memq 'formlsp-flymake flymake-diagnostic-functions)
                       "formlsp-flymake among the backends"))

(formlsp-test "formlsp's finding appears beside the server's, at the line and column of .focused"
  (formlsp-test-check-now)
  (formlsp-test-wait-for "both the server's diagnostic and formlsp's finding"
                         (lambda () (and (formlsp-test-server-diagnostics)
                                         (formlsp-test-stuck-field-diagnostics))))
  (let* ((finding (car (formlsp-test-stuck-field-diagnostics)))
         (underlined ".focused($focus, equals: .email)")
         (expected (formlsp-test-position-of underlined)))
    (formlsp-test-equal 1 (length (formlsp-test-stuck-field-diagnostics)) "stuck field findings")
    ;; The line holds CJK and an emoji before the column: bytes or UTF-16 units would land
    ;; elsewhere.
    (formlsp-test-equal (formlsp-test-line-and-column expected)
                        (formlsp-test-line-and-column (flymake-diagnostic-beg finding))
                        "line and column of the finding's start")
    (formlsp-test-equal underlined
                        (buffer-substring-no-properties (flymake-diagnostic-beg finding)
                                                        (flymake-diagnostic-end finding))
                        "the underlined text")
    (formlsp-test-equal :warning (flymake-diagnostic-type finding) "type")
    (formlsp-test-equal
     (concat "formlsp [missing-focus-transition]: "
             "Return in `email` moves focus nowhere; the next field is `password`")
     (flymake-diagnostic-text finding) "text"))
  (let ((server-diagnostic (car (formlsp-test-server-diagnostics))))
    (formlsp-test-equal "SwiftUI"
                        (buffer-substring-no-properties (flymake-diagnostic-beg server-diagnostic)
                                                        (flymake-diagnostic-end server-diagnostic))
                        "the server's diagnostic")))

(formlsp-test "the checker reads the unsaved buffer: an edit that fixes the form clears the finding"
  (let ((original (buffer-string)))
    (goto-char (formlsp-test-position-of "case .name: focus = .email"))
    (end-of-line)
    (insert "\n            case .email: focus = .password")
    (formlsp-test-check-now)
    (formlsp-test-wait-for "the fixed form to be clean"
                           (lambda () (null (formlsp-test-stuck-field-diagnostics))))
    (formlsp-test-truthy (formlsp-test-server-diagnostics) "the server's diagnostic is still shown")
    (erase-buffer)
    (insert original)
    (set-buffer-modified-p nil)
    (formlsp-test-check-now)
    (formlsp-test-wait-for "the restored form to report the stuck field again"
                           #'formlsp-test-stuck-field-diagnostics)))

(formlsp-test "a broken .formlsp.json shows as an error on line 1 until it is fixed"
  (let ((valid (with-temp-buffer
                 (insert-file-contents formlsp-test-configuration)
                 (buffer-string))))
    (unwind-protect
        (progn
          (with-temp-file formlsp-test-configuration
            (insert "{ \"rules\": { \"missing-focus-transitoin\": \"off\" } }\n"))
          (formlsp-test-check-now)
          (let ((failure (car (formlsp-test-wait-for
                               "the configuration error"
                               (lambda () (formlsp-test-diagnostics-from "formlsp: "))))))
            (formlsp-test-equal :error (flymake-diagnostic-type failure) "type")
            (formlsp-test-equal 1 (line-number-at-pos (flymake-diagnostic-beg failure)) "line")
            (formlsp-test-truthy (string-match-p "did you mean \"missing-focus-transition\""
                                                 (flymake-diagnostic-text failure))
                                 (format "the checker's message, not %S"
                                         (flymake-diagnostic-text failure)))
            (formlsp-test-equal nil (memq 'formlsp-flymake (flymake-disabled-backends))
                                "formlsp-flymake disabled")))
      (with-temp-file formlsp-test-configuration (insert valid)))
    (formlsp-test-check-now)
    (formlsp-test-wait-for "the stuck field again, and no configuration error"
                           (lambda () (and (formlsp-test-stuck-field-diagnostics)
                                           (null (formlsp-test-diagnostics-from "formlsp: ")))))))

(formlsp-test "turning formlsp-flymake-mode off removes formlsp's findings, Eglot's stay"
  (formlsp-flymake-mode -1)
  (formlsp-test-check-now)
  (formlsp-test-wait-for "formlsp's findings to go"
                         (lambda () (null (formlsp-test-stuck-field-diagnostics))))
  (formlsp-test-truthy (formlsp-test-server-diagnostics) "the server's diagnostic is still shown")
  (formlsp-test-truthy (eglot-managed-p) "Eglot still manages the buffer"))

;;; test_flymake.el ends here
