;;; formlsp.el --- Return-key focus chains in Swift forms, through Eglot  -*- lexical-binding: t; -*-

;; Package-Requires: ((emacs "27.1") (eglot "1.9"))
;; Keywords: languages, tools

;;; Commentary:

;; Registers formlsp, the language server that reports where the Return key leaves a SwiftUI or
;; UIKit form's user stuck, with Eglot for Swift buffers, and adds `formlsp-fix-all'.
;;
;;   (add-to-list 'load-path "/path/to/formlsp/editors/emacs")
;;   (require 'formlsp)
;;   ;; optional: root Eglot's project at the folder holding .formlsp.json
;;   (add-hook 'project-find-functions #'formlsp-find-project)
;;
;; then M-x eglot in a Swift buffer (or `eglot-ensure' from `swift-mode-hook').  Eglot runs one
;; server per buffer: with this package, formlsp takes the place of sourcekit-lsp in Swift buffers.
;; To keep sourcekit-lsp under Eglot and see formlsp's findings beside its diagnostics, use
;; `formlsp-flymake-mode' (formlsp-flymake.el) instead of this package.
;;
;; What it relies on in Eglot (1.9, the oldest supported, through the Eglot of Emacs 29+): the
;; function form of a contact in `eglot-server-programs', and `eglot-code-actions' called with an
;; action kind and INTERACTIVE non-nil, which applies the one action of that kind without asking.
;; No Eglot internals.

;;; Code:

(require 'eglot)
(require 'subr-x)
(require 'formlsp-flymake) ; the `formlsp' group and `formlsp-program', shared with the checker

(defcustom formlsp-major-modes '(swift-mode swift-ts-mode)
  "Major modes of the buffers formlsp manages, all of language id \"swift\".
Set it before `formlsp' is loaded."
  :type '(repeat symbol))

(defconst formlsp-fix-all-kind "source.fixAll.formlsp"
  "The code action kind of formlsp's fix-all: every safe fix of the buffer.")

(defconst formlsp-project-marker ".formlsp.json"
  "The file marking a formlsp workspace root.")

(defun formlsp-server-contact (&optional _interactive)
  "The Eglot contact starting formlsp: `formlsp-program', over stdio."
  (list formlsp-program))

(defun formlsp--server-programs-entry ()
  "The `eglot-server-programs' entry for formlsp."
  (cons (mapcar (lambda (mode) (list mode :language-id "swift")) formlsp-major-modes)
        #'formlsp-server-contact))

(defun formlsp-find-project (directory)
  "The project at the closest folder holding .formlsp.json from DIRECTORY up.
Nil when there is none.  For `project-find-functions': Eglot roots
formlsp's workspace at `project-current', else the version control root."
  (when-let ((root (locate-dominating-file directory formlsp-project-marker)))
    (cons 'transient (expand-file-name root))))

;;;###autoload
(defun formlsp-fix-all ()
  "Apply every safe formlsp fix to the current buffer.
This is the code action of kind `formlsp-fix-all-kind'."
  (interactive)
  (eglot-code-actions (point-min) (point-max) formlsp-fix-all-kind t))

(add-to-list 'eglot-server-programs (formlsp--server-programs-entry))

(provide 'formlsp)
;;; formlsp.el ends here
