;;; test_eglot.el --- formlsp.el driving the real formlsp binary through Eglot  -*- lexical-binding: t; -*-

;;; Commentary:

;; As a user's configuration would: register, M-x eglot on a sample form, the diagnostic on its
;; stuck field, rule settings, a quick fix, `formlsp-fix-all', clean shutdown.  The binary is
;; named by env FORMLSP.
;; Run by editors/run-tests.sh: emacs --batch -Q -l harness.el -l test_eglot.el -f formlsp-test-run

;;; Code:

(require 'harness)
(formlsp-test-load-eglot)

(formlsp-test-ensure-swift-mode)

(require 'formlsp)

(defvar formlsp-test-binary (getenv "FORMLSP"))
(defvar formlsp-test-project
  ;; A copy, since the tests save the fixed form.
  (let ((copy (file-name-as-directory (make-temp-file "formlsp-emacs-" t))))
    (copy-directory (expand-file-name "project" formlsp-test-folder) copy nil nil t)
    (add-hook 'kill-emacs-hook (lambda () (delete-directory copy t)))
    copy))
(defvar formlsp-test-form (expand-file-name "Sources/SignUpForm.swift" formlsp-test-project))
(defvar formlsp-test-stuck-field-rule "missing-focus-transition")
(defvar formlsp-test-exit-status nil
  "The server's process status and exit code once it ended by itself.
\(exit 0) when it shut down cleanly.")

(setq eglot-connect-timeout formlsp-test-timeout
      eglot-sync-connect formlsp-test-timeout
      eglot-autoreconnect nil)
(add-hook 'project-find-functions #'formlsp-find-project)

(defun formlsp-test-server-process ()
  "The live process running the formlsp binary under test."
  (cl-find-if (lambda (process)
                (and (process-live-p process)
                     (equal (car (process-command process)) formlsp-test-binary)))
              (process-list)))

(defun formlsp-test-stuck-field-diagnostics ()
  "The current buffer's Flymake diagnostics of the stuck field rule."
  (cl-remove-if-not (lambda (diagnostic)
                      (string-match-p (regexp-quote (format "[%s]" formlsp-test-stuck-field-rule))
                                      (flymake-diagnostic-text diagnostic)))
                    (flymake-diagnostics)))

(defun formlsp-test-wait-for-process-end (connection method &rest _)
  "Give formlsp time to end by itself once Eglot sent METHOD `exit' on CONNECTION.
jsonrpc.el kills the process right after sending `exit', which would hide
its exit status."
  (when (eq method :exit)
    (let ((process (jsonrpc--process connection)))
      (formlsp-test-wait-for "formlsp to exit after `exit'"
                             (lambda () (not (process-live-p process))))
      (setq formlsp-test-exit-status
            (list (process-status process) (process-exit-status process))))))

(formlsp-test "formlsp.el registers formlsp for swift-mode, started from formlsp-program"
  (let ((entry (cl-find-if (lambda (entry)
                             (and (consp (car entry))
                                  (member '(swift-mode :language-id "swift") (car entry))))
                           eglot-server-programs)))
    (formlsp-test-truthy entry "eglot-server-programs has an entry for swift-mode")
    (formlsp-test-equal '("formlsp") (funcall (cdr entry) nil) "default contact")
    (setq formlsp-program formlsp-test-binary)
    (formlsp-test-equal (list formlsp-test-binary) (funcall (cdr entry) nil) "contact")))

(formlsp-test "M-x eglot starts formlsp on a Swift buffer, rooted at .formlsp.json"
  (find-file formlsp-test-form)
  (formlsp-test-equal 'swift-mode major-mode "major mode")
  (formlsp-test-equal formlsp-test-project (project-root (project-current)) "project root")
  (call-interactively #'eglot)
  (formlsp-test-wait-for "Eglot to manage the buffer" #'eglot-managed-p)
  (formlsp-test-truthy (formlsp-test-server-process) "the formlsp binary runs")
  (formlsp-test-truthy flymake-mode "Flymake is on"))

(formlsp-test "Flymake underlines the .focused of the stuck field, columns right after emoji and CJK"
  (let* ((diagnostic (car (formlsp-test-wait-for
                           "the stuck email field to be reported"
                           #'formlsp-test-stuck-field-diagnostics)))
         (underlined (buffer-substring-no-properties (flymake-diagnostic-beg diagnostic)
                                                     (flymake-diagnostic-end diagnostic))))
    (formlsp-test-equal 1 (length (formlsp-test-stuck-field-diagnostics)) "stuck field diagnostics")
    ;; Eglot turns the server's UTF-16 columns into buffer positions: a wrong count lands elsewhere.
    (formlsp-test-truthy (string-match-p (regexp-quote "focused($focus, equals: .email)") underlined)
                         (format "underlines the .focused, not %S" underlined))
    (formlsp-test-truthy (string-prefix-p "formlsp " (flymake-diagnostic-text diagnostic))
                         "the message names its source, formlsp")))

(formlsp-test "eglot-workspace-configuration sets rules, pushed on a configuration change"
  (let ((server (eglot-current-server)))
    (unwind-protect
        (progn
          (setq-default eglot-workspace-configuration
                        `(:formlsp (:rules (,(intern (concat ":" formlsp-test-stuck-field-rule))
                                            "off"))))
          (eglot-signal-didChangeConfiguration server)
          (formlsp-test-wait-for "the rule turned off to clear its diagnostic"
                                 (lambda () (null (formlsp-test-stuck-field-diagnostics)))))
      (setq-default eglot-workspace-configuration nil)
      (eglot-signal-didChangeConfiguration server))
    (formlsp-test-wait-for "the rule back to its default to report the stuck field again"
                           #'formlsp-test-stuck-field-diagnostics)))

(formlsp-test "the quick fix at the stuck field applies through eglot-code-actions"
  (let ((original (buffer-string)))
    (goto-char (flymake-diagnostic-beg (car (formlsp-test-stuck-field-diagnostics))))
    ;; formlsp offers one quick fix there, which Eglot applies without asking.
    (eglot-code-actions (point) nil "quickfix" t)
    (formlsp-test-truthy (save-excursion
                           (goto-char (point-min))
                           (search-forward "case .email: focus = .password" nil t))
                         "the quick fix routed email to password")
    (save-buffer)
    (formlsp-test-wait-for "the fixed form to be clean"
                           (lambda () (null (formlsp-test-stuck-field-diagnostics))))
    ;; Undone by hand for the next test.
    (erase-buffer)
    (insert original)
    (save-buffer)
    (formlsp-test-wait-for "the restored form to report the stuck field again"
                           #'formlsp-test-stuck-field-diagnostics)))

(formlsp-test "formlsp-fix-all applies every safe fix; the saved form is clean"
  (call-interactively #'formlsp-fix-all)
  (formlsp-test-truthy (save-excursion
                         (goto-char (point-min))
                         (search-forward "case .email: focus = .password" nil t))
                       "fix-all routed email to password")
  ;; Eglot sends changes when Emacs is idle, which batch Emacs never is; saving sends them too.
  (save-buffer)
  (formlsp-test-wait-for "the fixed form to be clean"
                         (lambda () (null (formlsp-test-stuck-field-diagnostics)))))

(formlsp-test "eglot-shutdown shuts formlsp down with exit code 0"
  (let ((server (formlsp-test-truthy (eglot-current-server) "Eglot manages the buffer")))
    (advice-add 'jsonrpc-notify :after #'formlsp-test-wait-for-process-end)
    (unwind-protect (eglot-shutdown server)
      (advice-remove 'jsonrpc-notify #'formlsp-test-wait-for-process-end))
    (formlsp-test-equal '(exit 0) formlsp-test-exit-status "process status and exit code")
    (formlsp-test-equal nil (formlsp-test-server-process) "a running formlsp")))

;;; test_eglot.el ends here
