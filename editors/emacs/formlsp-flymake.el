;;; formlsp-flymake.el --- formlsp's findings through Flymake, beside Eglot's server  -*- lexical-binding: t; -*-

;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages, tools

;;; Commentary:

;; A Flymake backend that checks the buffer with `formlsp check' (its text on stdin, configured by
;; the nearest .formlsp.json of the buffer's file), so formlsp's findings appear next to those of
;; the language server Eglot runs, sourcekit-lsp, which stays the one Eglot runs:
;;
;;   (add-to-list 'load-path "/path/to/formlsp/editors/emacs")
;;   (require 'formlsp-flymake)
;;   (add-hook 'swift-mode-hook #'formlsp-flymake-mode)
;;   (add-hook 'swift-mode-hook #'eglot-ensure)      ; sourcekit-lsp, as usual
;;
;; Flymake checks when the buffer is saved and after edits (`flymake-no-changes-timeout').  The
;; mode does not load Eglot and does not touch `eglot-server-programs'.  Older Eglot (1.9, the
;; ELPA one of Emacs 28) replaces a buffer's Flymake backends with its own when it starts managing
;; the buffer; the mode puts formlsp's back, from `eglot-managed-mode-hook'.  Code actions (quick fixes, fix-all)
;; need formlsp as a language server: formlsp.el registers it with Eglot instead of sourcekit-lsp.

;;; Code:

(require 'flymake)
(require 'json)
(require 'subr-x)

(defgroup formlsp nil
  "Return-key focus chains in SwiftUI and UIKit forms."
  :group 'tools
  :prefix "formlsp-")

(defcustom formlsp-program "formlsp"
  "The formlsp executable: a name looked up in variable `exec-path', or a path.
Read whenever a check or a server starts: a change applies to the next one."
  :type 'string)

(defvar-local formlsp-flymake--process nil
  "The `formlsp check' running for this buffer, if any.")

(defvar-local formlsp-flymake--report-fn nil
  "The function Flymake gave the buffer's latest check, to clear its findings with.")

(defun formlsp-flymake--command (file)
  "The command checking the text on stdin as FILE, reported as JSON.
Findings exit 0 (`--exit-zero'); a configuration or I/O error exits 2."
  (list formlsp-program "check" "--format" "json" "--exit-zero" "--stdin-filename" file))

(defun formlsp-flymake--read-json ()
  "The JSON value in the current buffer: objects as plists, arrays as lists."
  (goto-char (point-min))
  (if (fboundp 'json-parse-buffer)
      (json-parse-buffer :object-type 'plist :array-type 'list)
    (let ((json-object-type 'plist)
          (json-array-type 'list))
      (json-read))))

(defun formlsp-flymake--position (offset)
  "The position of the 0-based UTF-8 byte OFFSET of the current buffer's text.
The check read the buffer encoded as UTF-8, which for Unicode text is how
Emacs holds it too."
  (min (point-max) (or (byte-to-position (1+ offset)) (point-max))))

(defun formlsp-flymake--type (severity)
  "The Flymake diagnostic type of a finding's SEVERITY."
  (pcase severity
    ("error" :error)
    ("warning" :warning)
    (_ :note)))

(defun formlsp-flymake--diagnostics (source report)
  "The Flymake diagnostics in buffer SOURCE of the checker's REPORT (a plist)."
  (with-current-buffer source
    (save-restriction
      (widen)
      (let (diagnostics)
        (dolist (file (plist-get report :files))
          (dolist (finding (plist-get file :findings))
            (let* ((range (plist-get finding :range))
                   (beg (formlsp-flymake--position (plist-get (plist-get range :start) :offset)))
                   (end (formlsp-flymake--position (plist-get (plist-get range :end) :offset))))
              (push (flymake-make-diagnostic
                     source beg (max end (min (1+ beg) (point-max)))
                     (formlsp-flymake--type (plist-get finding :severity))
                     ;; As Eglot writes a server's diagnostic: source [code]: message.
                     (format "formlsp [%s]: %s"
                             (plist-get finding :rule) (plist-get finding :message)))
                    diagnostics))))
        (dolist (failure (plist-get report :errors))
          (push (formlsp-flymake--whole-buffer-error source (plist-get failure :message))
                diagnostics))
        (nreverse diagnostics)))))

(defun formlsp-flymake--whole-buffer-error (source message)
  "An error diagnostic on the first line of SOURCE saying MESSAGE.
For what stops the check itself, such as a broken .formlsp.json: shown where
one looks, and gone with the next check once it is fixed."
  (with-current-buffer source
    (save-restriction
      (widen)
      (flymake-make-diagnostic source (point-min)
                               (save-excursion (goto-char (point-min)) (line-end-position))
                               :error (concat "formlsp: " message)))))

(defun formlsp-flymake--output (buffer)
  "The text of BUFFER, trimmed, after what its process still had to send."
  (let ((process (get-buffer-process buffer)))
    (while (and process (accept-process-output process 0.05))))
  (with-current-buffer buffer
    (string-trim (buffer-string))))

(defun formlsp-flymake--finish (process source report-fn stderr)
  "Report the findings of the finished check PROCESS of buffer SOURCE to REPORT-FN.
STDERR is the buffer collecting its error output.  An outdated check (the
buffer started another since) reports nothing."
  (unwind-protect
      (when (and (buffer-live-p source)
                 (eq process (buffer-local-value 'formlsp-flymake--process source)))
        (let ((status (process-exit-status process)))
          (cond
           ((and (eq (process-status process) 'exit) (zerop status))
            (condition-case failure
                (funcall report-fn
                         (formlsp-flymake--diagnostics
                          source (with-current-buffer (process-buffer process)
                                   (formlsp-flymake--read-json))))
              (error (funcall report-fn :panic
                              :explanation (format "formlsp check: unreadable report (%s)"
                                                   (error-message-string failure))))))
           ((and (eq (process-status process) 'exit) (= status 2))
            (funcall report-fn
                     (list (formlsp-flymake--whole-buffer-error
                            source (formlsp-flymake--output stderr)))))
           (t
            (funcall report-fn :panic
                     :explanation (format "formlsp check ended with %s %s: %s"
                                          (process-status process) status
                                          (formlsp-flymake--output stderr)))))))
    (kill-buffer (process-buffer process))
    (kill-buffer stderr)))

(defun formlsp-flymake--stop ()
  "Stop the buffer's running check, if any; it then reports nothing."
  (let ((process formlsp-flymake--process))
    (setq formlsp-flymake--process nil)
    (when (process-live-p process)
      (delete-process process))))

;;;###autoload
(defun formlsp-flymake (report-fn &rest _keys)
  "A Flymake backend checking the buffer with `formlsp check'.
Calls REPORT-FN with formlsp's findings once the check ends."
  (unless (executable-find formlsp-program)
    (error "Cannot find formlsp (`formlsp-program' is %S)" formlsp-program))
  (formlsp-flymake--stop)
  (setq formlsp-flymake--report-fn report-fn)
  (let* ((source (current-buffer))
         (file (or buffer-file-name (expand-file-name (buffer-name))))
         (stderr (generate-new-buffer " *formlsp-flymake stderr*"))
         ;; A pipe of our own: the default one writes "Process ... finished" into the buffer.
         (stderr-pipe (make-pipe-process :name "formlsp-flymake stderr" :buffer stderr
                                         :coding 'utf-8 :noquery t :sentinel #'ignore))
         (process
          (make-process
           :name "formlsp-flymake"
           :buffer (generate-new-buffer " *formlsp-flymake*")
           :command (formlsp-flymake--command file)
           :connection-type 'pipe
           :coding 'utf-8-unix
           :noquery t
           :stderr stderr-pipe
           :sentinel (lambda (process _event)
                       (unless (process-live-p process)
                         (formlsp-flymake--finish process source report-fn stderr))))))
    (setq formlsp-flymake--process process)
    (save-restriction
      (widen)
      (process-send-region process (point-min) (point-max)))
    (process-send-eof process)))

(defun formlsp-flymake--keep-backend ()
  "Put `formlsp-flymake' among the buffer's Flymake backends again.
Older Eglot (1.9) replaces them with its own when it manages a buffer."
  (when formlsp-flymake-mode
    (add-hook 'flymake-diagnostic-functions #'formlsp-flymake nil t)))

;;;###autoload
(define-minor-mode formlsp-flymake-mode
  "Show formlsp's findings through Flymake, beside other backends such as Eglot's."
  :lighter nil
  (cond
   (formlsp-flymake-mode
    (add-hook 'flymake-diagnostic-functions #'formlsp-flymake nil t)
    (add-hook 'eglot-managed-mode-hook #'formlsp-flymake--keep-backend nil t)
    (flymake-mode 1))
   (t
    (remove-hook 'flymake-diagnostic-functions #'formlsp-flymake t)
    (remove-hook 'eglot-managed-mode-hook #'formlsp-flymake--keep-backend t)
    (formlsp-flymake--stop)
    ;; Flymake keeps a removed backend's findings: report none, over the whole buffer (a report
    ;; without a region after the first of a check only adds).
    (when formlsp-flymake--report-fn
      (save-restriction
        (widen)
        (funcall formlsp-flymake--report-fn nil :region (cons (point-min) (point-max))))
      (setq formlsp-flymake--report-fn nil)))))

(provide 'formlsp-flymake)
;;; formlsp-flymake.el ends here
