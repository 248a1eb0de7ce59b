-- What a user sees once formlsp is attached, however it was started (require('formlsp').setup() in
-- test_plugin.lua, vim.lsp.enable() in test_enable.lua): diagnostics on a sample form, quick fixes,
-- fix-all, the chains window. Each suite registers these tests after its own attach test.
local H = require('harness')

local M = {}

local tests_folder = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
M.project = tests_folder .. '/project'
--- Emoji and CJK before the stuck field's `.focused`: columns in bytes, UTF-16 and UTF-32 differ.
M.form = M.project .. '/Sources/SignUpForm.swift'
M.ascii_form = M.project .. '/Sources/LoginForm.swift'
M.stuck_field_rule = 'missing-focus-transition'

function M.formlsp_client(bufnr)
  return require('formlsp.compat').attached_clients(bufnr, 'formlsp')[1]
end

function M.line_of(bufnr, text)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true)) do
    if line:find(text, 1, true) then
      return number - 1, line
    end
  end
end

function M.buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true), '\n')
end

function M.stuck_field_diagnostics(bufnr)
  return vim.tbl_filter(function(diagnostic)
    return diagnostic.code == M.stuck_field_rule
  end, vim.diagnostic.get(bufnr))
end

--- Reloads a form from disk (undoing earlier tests' fixes) and waits for its one stuck field.
function M.fresh_form(path)
  vim.cmd('edit! ' .. vim.fn.fnameescape(path or M.form))
  local bufnr = vim.api.nvim_get_current_buf()
  H.wait_for('the stuck email field to be reported', function()
    return #M.stuck_field_diagnostics(bufnr) == 1
  end)
  return bufnr
end

--- Runs vim.lsp.buf.code_action() for quick fixes at the stuck field, choosing the preferred one
--- in the menu as a user would, and waits for `expected_text` and a clean form.
local function apply_preferred_quick_fix(bufnr, expected_text)
  local stuck = M.stuck_field_diagnostics(bufnr)[1]
  vim.api.nvim_win_set_cursor(0, { stuck.lnum + 1, stuck.col })
  local select = vim.ui.select
  local offered
  vim.ui.select = function(items, _, on_choice)
    offered = items
    for _, item in ipairs(items) do
      local action = item.action or item[2] -- 0.10+ passes { action, ctx }, older { client_id, action }
      if action.isPreferred then
        return on_choice(item)
      end
    end
    on_choice(nil)
  end

  local succeeded, failure = pcall(function()
    if vim.fn.has('nvim-0.8') == 1 then
      vim.lsp.buf.code_action({ context = { only = { 'quickfix' } } })
    else
      vim.lsp.buf.code_action({ only = { 'quickfix' } })
    end
    H.wait_for('the quick fix to add ' .. expected_text, function()
      return M.buffer_text(bufnr):find(expected_text, 1, true)
    end)
  end)
  vim.ui.select = select
  assert(succeeded, failure)
  H.truthy(offered and #offered >= 1, 'code actions were offered')
  H.wait_for('the fixed form to be clean', function()
    return #M.stuck_field_diagnostics(bufnr) == 0
  end)
end

--- Registers the tests; each is skipped with `skip_reason` when `available` is false.
function M.register(available, skip_reason)
  local function test(name, body)
    H.test(name, function()
      H.skip_unless(available, skip_reason)
      body()
    end)
  end

  test('diagnostics appear on the .focused of the stuck field, columns right after emoji and CJK', function()
    local bufnr = M.fresh_form()

    local diagnostic = M.stuck_field_diagnostics(bufnr)[1]
    local line, text = M.line_of(bufnr, 'equals: .email')
    H.eq(line, diagnostic.lnum, 'line')
    -- Neovim turns the server's UTF-16 columns into byte columns: a wrong count lands elsewhere.
    H.eq('.focused($focus, equals: .email)', text:sub(diagnostic.col + 1, diagnostic.end_col), 'underlined text')
    H.eq('formlsp', diagnostic.source, 'source')
    H.eq(vim.diagnostic.severity.WARN, diagnostic.severity, 'severity')
  end)

  test('the preferred quick fix applies through vim.lsp.buf.code_action()', function()
    apply_preferred_quick_fix(M.fresh_form(M.ascii_form), 'case .username:')
  end)

  test('the preferred quick fix applies on a line with emoji and CJK before the diagnostic', function()
    -- Neovim before 0.11 sends the diagnostic back with byte columns (neovim/neovim#29500);
    -- formlsp matches it by its `data` instead of its range.
    apply_preferred_quick_fix(M.fresh_form(), 'case .email:')
  end)

  test(':LspFormlspFixAll applies every safe fix', function()
    local bufnr = M.fresh_form()

    vim.cmd('LspFormlspFixAll')

    H.truthy(M.buffer_text(bufnr):find('case .email:', 1, true), 'fix-all routed email to password')
    H.wait_for('the fixed form to be clean', function()
      return #M.stuck_field_diagnostics(bufnr) == 0
    end)
  end)

  test(':LspFormlspChains shows the chains in a floating window', function()
    vim.cmd('edit! ' .. vim.fn.fnameescape(M.form))
    local windows = vim.api.nvim_list_wins()
    H.notifications = {}

    vim.cmd('LspFormlspChains')

    H.wait_for('a chains window', function()
      return #vim.api.nvim_list_wins() > #windows
    end)
    local float
    for _, window in ipairs(vim.api.nvim_list_wins()) do
      if not vim.tbl_contains(windows, window) then
        float = window
      end
    end
    local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(float), 0, -1, true)
    H.eq('# focus', lines[1], 'the heading names the focus state')
    H.truthy(lines[2]:find('^name → email'), 'the summary walks the fields in Return order: ' .. lines[2])
    H.eq({}, H.notifications, 'no messages')
    vim.api.nvim_win_close(float, true)
  end)
end

return M
