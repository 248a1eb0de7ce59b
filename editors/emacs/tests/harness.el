;;; harness.el --- A small test harness for batch Emacs  -*- lexical-binding: t; -*-

;;; Commentary:

;; Tests run in order in one Emacs, and each result is written to stdout as a TAP line (`ok 1 -
;; name', `not ok 2 - name') for editors/run-tests.sh.  Usage:
;;
;;   emacs --batch -Q -l harness.el -l test_eglot.el -f formlsp-test-run
;;
;; Under -Q no package is active: Eglot is loaded from Emacs itself (29+) or, failing that, from
;; the ELPA folders (the user's and the system's, where Debian's elpa-eglot installs it).

;;; Code:

(require 'cl-lib)
(require 'package)

(defvar formlsp-test-timeout 15
  "How many seconds one wait may take before the test fails instead of hanging.")

(defvar formlsp-test--tests nil
  "The registered tests, last first: (NAME . BODY-FUNCTION).")

(defun formlsp-test-load-eglot ()
  "Load Eglot, from Emacs itself or else from the installed ELPA packages."
  (unless (require 'eglot nil t)
    (setq package-directory-list
          (cl-remove-if-not #'file-directory-p
                            '("/usr/share/emacs/site-lisp/elpa"
                              "/usr/local/share/emacs/site-lisp/elpa")))
    (package-initialize)
    (require 'eglot)))

(defvar formlsp-test-folder (file-name-directory (or load-file-name buffer-file-name))
  "This folder: the tests' sample project and editors/emacs (on `load-path') are found from it.")
(add-to-list 'load-path (expand-file-name ".." formlsp-test-folder))

(defun formlsp-test-ensure-swift-mode ()
  "Use swift-mode when installed; Debian and Emacs ship none, so a bare mode stands in."
  (unless (require 'swift-mode nil t)
    (define-derived-mode swift-mode prog-mode "Swift")
    (add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))))

(defmacro formlsp-test (name &rest body)
  "Register a test NAME running BODY."
  (declare (indent 1))
  `(push (cons ,name (lambda () ,@body)) formlsp-test--tests))

(defun formlsp-test-fail (format-string &rest arguments)
  "Fail the running test with a message made of FORMAT-STRING and ARGUMENTS."
  (signal 'formlsp-test-failure (list (apply #'format format-string arguments))))

(define-error 'formlsp-test-failure "Test failed")

(defun formlsp-test-equal (expected actual what)
  "Fail unless ACTUAL equals EXPECTED, naming WHAT."
  (unless (equal expected actual)
    (formlsp-test-fail "%s: expected %S, got %S" what expected actual)))

(defun formlsp-test-truthy (value what)
  "Fail unless VALUE is non-nil, naming WHAT; return VALUE."
  (or value (formlsp-test-fail "%s does not hold" what)))

(defun formlsp-test-wait-for (what condition)
  "Run the event loop until CONDITION returns non-nil, and return that.
Fail naming WHAT after `formlsp-test-timeout' seconds."
  (let ((deadline (+ (float-time) formlsp-test-timeout))
        value)
    (while (and (not (setq value (funcall condition)))
                (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (or value (formlsp-test-fail "timed out waiting for %s" what))))

(defun formlsp-test--refuse-prompt (&rest _)
  "Fail instead of reading an answer that batch Emacs would wait for on stdin."
  (formlsp-test-fail "unexpected prompt"))

(defun formlsp-test--emit (line)
  "Write LINE to stdout."
  (princ (concat line "\n")))

(defun formlsp-test-run ()
  "Run every registered test, then exit Emacs: status 0 when all passed."
  (let ((tests (reverse formlsp-test--tests))
        (failed 0)
        (number 0))
    (formlsp-test--emit (format "1..%d" (length tests)))
    (dolist (test tests)
      (setq number (1+ number))
      (let ((failure
             (condition-case error
                 (progn (funcall (cdr test)) nil)
               (formlsp-test-failure (cadr error))
               (error (error-message-string error)))))
        (if (not failure)
            (formlsp-test--emit (format "ok %d - %s" number (car test)))
          (setq failed (1+ failed))
          (formlsp-test--emit (format "not ok %d - %s" number (car test)))
          (dolist (line (split-string failure "\n"))
            (formlsp-test--emit (concat "#   " line))))))
    (kill-emacs (if (zerop failed) 0 1))))

;; Batch Emacs prints messages to stderr, into the TAP stream; prompts would wait on stdin.
(setq inhibit-message t)
(dolist (prompt '(y-or-n-p yes-or-no-p read-from-minibuffer completing-read))
  (advice-add prompt :override #'formlsp-test--refuse-prompt))

(provide 'harness)
;;; harness.el ends here
