-- The plugin driving the real formlsp binary (env FORMLSP) through its own setup(), as a user's
-- config would: attach, diagnostics on a sample form, a quick fix, fix-all, chains, clean shutdown.
local H = require('harness')
local formlsp = require('formlsp')

local binary = H.truthy(os.getenv('FORMLSP'), 'FORMLSP names the formlsp binary')
local tests_folder = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
local plugin_folder = vim.fn.fnamemodify(tests_folder, ':h')
local project = tests_folder .. '/project'
local form = project .. '/Sources/SignUpForm.swift'
local ascii_form = project .. '/Sources/LoginForm.swift'
local stuck_field_rule = 'missing-focus-transition'
local settings = { formlsp = { rules = { ['focus-chain-gap'] = 'info' } } }

local exits = {}
local notifications = {}
-- Kept, not printed: headless Neovim would print them into the TAP stream.
vim.notify = function(message, level)
  table.insert(notifications, { message = message, level = level })
end

local function formlsp_client(bufnr)
  return require('formlsp.compat').attached_clients(bufnr, 'formlsp')[1]
end

local function line_of(bufnr, text)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true)) do
    if line:find(text, 1, true) then
      return number - 1, line
    end
  end
end

local function buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true), '\n')
end

local function stuck_field_diagnostics(bufnr)
  return vim.tbl_filter(function(diagnostic)
    return diagnostic.code == stuck_field_rule
  end, vim.diagnostic.get(bufnr))
end

--- Reloads a form from disk (undoing earlier tests' fixes) and waits for its one stuck field.
local function fresh_form(path)
  vim.cmd('edit! ' .. vim.fn.fnameescape(path or form))
  local bufnr = vim.api.nvim_get_current_buf()
  H.wait_for('the stuck email field to be reported', function()
    return #stuck_field_diagnostics(bufnr) == 1
  end)
  return bufnr
end

H.test('lsp/formlsp.lua is a vim.lsp.Config for vim.lsp.enable', function()
  local config = dofile(plugin_folder .. '/lsp/formlsp.lua')
  H.eq({ 'formlsp' }, config.cmd, 'cmd')
  H.eq({ 'swift' }, config.filetypes, 'filetypes')
  H.eq({ '.formlsp.json', 'Package.swift', '.git' }, config.root_markers, 'root_markers')
end)

H.test('config() lets lists in opts replace the defaults and keeps settings', function()
  local config = formlsp.config({ cmd = { '/opt/formlsp', 'lsp' }, root_markers = { '.git' }, settings = settings })
  H.eq({ '/opt/formlsp', 'lsp' }, config.cmd, 'cmd')
  H.eq({ '.git' }, config.root_markers, 'root_markers')
  H.eq({ 'swift' }, config.filetypes, 'filetypes')
  H.eq(settings, config.settings, 'settings')
  H.eq({ 'formlsp' }, formlsp.config().cmd, 'default cmd')
end)

H.test('setup() attaches formlsp to a Swift buffer, rooted at .formlsp.json', function()
  formlsp.setup({
    cmd = { binary },
    settings = settings,
    on_exit = function(code)
      table.insert(exits, code)
    end,
  })
  vim.cmd('edit ' .. vim.fn.fnameescape(form))
  local bufnr = vim.api.nvim_get_current_buf()

  local client = H.wait_for('formlsp to attach', function()
    local attached = formlsp_client(bufnr)
    return attached and attached.initialized ~= false and attached
  end)
  H.eq(project, client.config.root_dir, 'root_dir')
  H.eq(settings, client.config.settings, 'settings')
  local commands = vim.api.nvim_buf_get_commands(bufnr, {})
  H.truthy(commands.LspFormlspFixAll, ':LspFormlspFixAll is defined on the buffer')
  H.truthy(commands.LspFormlspChains, ':LspFormlspChains is defined on the buffer')
end)

H.test('diagnostics appear on the .focused of the stuck field, columns right after emoji and CJK', function()
  local bufnr = fresh_form()

  local diagnostic = stuck_field_diagnostics(bufnr)[1]
  local line, text = line_of(bufnr, 'equals: .email')
  H.eq(line, diagnostic.lnum, 'line')
  -- Neovim turns the server's UTF-16 columns into byte columns: a wrong count lands elsewhere.
  local underlined = text:sub(diagnostic.col + 1, diagnostic.end_col)
  H.truthy(underlined:find('focused($focus, equals: .email)', 1, true), 'underlines the .focused, not ' .. underlined)
  H.eq('formlsp', diagnostic.source, 'source')
end)

--- Runs vim.lsp.buf.code_action() for quick fixes at the stuck field, choosing the preferred one
--- in the menu as a user would; returns the actions offered.
local function apply_preferred_quick_fix(bufnr, expected_text)
  local stuck = stuck_field_diagnostics(bufnr)[1]
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
      return buffer_text(bufnr):find(expected_text, 1, true)
    end)
  end)
  vim.ui.select = select
  assert(succeeded, failure)
  H.truthy(offered and #offered >= 1, 'code actions were offered')
  H.wait_for('the fixed form to be clean', function()
    return #stuck_field_diagnostics(bufnr) == 0
  end)
end

H.test('the preferred quick fix applies through vim.lsp.buf.code_action()', function()
  apply_preferred_quick_fix(fresh_form(ascii_form), 'case .username:')
end)

H.test('the preferred quick fix applies on a line with emoji and CJK before the diagnostic', function()
  -- Neovim before 0.11 sends the diagnostic back with byte columns (neovim/neovim#29500);
  -- formlsp matches it by its `data` instead of its range.
  apply_preferred_quick_fix(fresh_form(), 'case .email:')
end)

H.test(':LspFormlspFixAll applies every safe fix', function()
  local bufnr = fresh_form()

  vim.cmd('LspFormlspFixAll')

  H.truthy(buffer_text(bufnr):find('case .email:', 1, true), 'fix-all routed email to password')
  H.wait_for('the fixed form to be clean', function()
    return #stuck_field_diagnostics(bufnr) == 0
  end)
end)

H.test(':LspFormlspChains shows the chains in a floating window', function()
  vim.cmd('edit! ' .. vim.fn.fnameescape(form))
  local windows = vim.api.nvim_list_wins()
  notifications = {}

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
  H.eq({}, notifications, 'no messages')
  vim.api.nvim_win_close(float, true)
end)

H.test('stopping the client shuts formlsp down with exit code 0', function()
  local bufnr = vim.api.nvim_get_current_buf()
  local client = H.truthy(formlsp_client(bufnr), 'formlsp is attached')

  vim.lsp.stop_client(client.id)

  H.eq({ 0 }, H.wait_for('formlsp to exit', function()
    return #exits > 0 and exits
  end), 'exit codes')
end)
