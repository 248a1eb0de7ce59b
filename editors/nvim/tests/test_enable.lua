-- Neovim 0.11+: lsp/formlsp.lua through vim.lsp.config() and vim.lsp.enable(), against the real
-- formlsp binary (env FORMLSP), beside a stand-in for sourcekit-lsp
-- (editors/tests/stub_sourcekit_lsp.py) enabled as the README shows: attach, form_checks.lua's
-- diagnostics, quick fixes, fix-all and chains, settings, a clean shutdown. Older Neovim reports
-- these tests as skipped.
local H = require('harness')
local checks = require('form_checks')

local binary = H.truthy(os.getenv('FORMLSP'), 'FORMLSP names the formlsp binary')
local tests_folder = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
local stub_server = vim.fn.fnamemodify(tests_folder .. '/../../tests/stub_sourcekit_lsp.py', ':p')
local has_enable = vim.fn.has('nvim-0.11') == 1
local needs = 'vim.lsp.enable needs Neovim 0.11'
local settings = { formlsp = { rules = { ['focus-chain-gap'] = 'info' } } }
local exits = {}

local function client_named(bufnr, name)
  return vim.lsp.get_clients({ bufnr = bufnr, name = name })[1]
end

local function diagnostics_from(bufnr, source)
  return vim.tbl_filter(function(diagnostic)
    return diagnostic.source == source
  end, vim.diagnostic.get(bufnr))
end

H.test('vim.lsp.config() adds cmd and settings to what lsp/formlsp.lua configures', function()
  H.skip_unless(has_enable, needs)
  vim.lsp.config('formlsp', {
    cmd = { binary },
    settings = settings,
    on_exit = function(code)
      table.insert(exits, code)
    end,
  })

  local config = vim.lsp.config.formlsp
  H.eq({ binary }, config.cmd, 'cmd')
  H.eq({ 'swift' }, config.filetypes, 'filetypes, from lsp/formlsp.lua')
  H.eq({ '.formlsp.json', 'Package.swift', '.git' }, config.root_markers, 'root_markers, from lsp/formlsp.lua')
end)

H.test('vim.lsp.enable({ "sourcekit", "formlsp" }) attaches both to a Swift buffer', function()
  H.skip_unless(has_enable, needs)
  -- What nvim-lspconfig's lsp/sourcekit.lua gives, started here as the stand-in.
  vim.lsp.config('sourcekit', {
    cmd = { vim.fn.exepath('python3'), stub_server },
    filetypes = { 'swift' },
    root_markers = { 'Package.swift', '.git' },
  })
  vim.lsp.enable({ 'sourcekit', 'formlsp' })

  vim.cmd('edit ' .. vim.fn.fnameescape(checks.form))
  local bufnr = vim.api.nvim_get_current_buf()

  local client = H.wait_for('formlsp to attach', function()
    return client_named(bufnr, 'formlsp')
  end)
  H.wait_for('the stand-in sourcekit-lsp to attach', function()
    return client_named(bufnr, 'sourcekit')
  end)
  H.eq(checks.project, client.config.root_dir, 'root_dir: the folder holding .formlsp.json')
  H.eq(settings, client.settings, 'settings')
  local commands = vim.api.nvim_buf_get_commands(bufnr, {})
  H.truthy(commands.LspFormlspFixAll, ':LspFormlspFixAll is defined on the buffer')
  H.truthy(commands.LspFormlspChains, ':LspFormlspChains is defined on the buffer')
end)

checks.register(has_enable, needs)

H.test("formlsp's diagnostics and sourcekit-lsp's appear side by side", function()
  H.skip_unless(has_enable, needs)
  local bufnr = checks.fresh_form()
  H.truthy(client_named(bufnr, 'sourcekit'), 'the stand-in sourcekit-lsp is attached')
  H.truthy(client_named(bufnr, 'formlsp'), 'formlsp is attached')

  H.wait_for("sourcekit-lsp's diagnostic", function()
    return diagnostics_from(bufnr, 'sourcekit-lsp')[1]
  end)
  local line, text = checks.line_of(bufnr, 'import SwiftUI')
  local theirs = diagnostics_from(bufnr, 'sourcekit-lsp')
  H.eq({ { line, 'SwiftUI' } }, vim.tbl_map(function(diagnostic)
    return { diagnostic.lnum, text:sub(diagnostic.col + 1, diagnostic.end_col) }
  end, theirs), "the stand-in's diagnostics: line and underlined text")
  H.eq({ checks.stuck_field_rule }, vim.tbl_map(function(diagnostic)
    return diagnostic.code
  end, diagnostics_from(bufnr, 'formlsp')), "formlsp's diagnostics")
  H.eq(2, #vim.diagnostic.get(bufnr), 'diagnostics in the buffer')
end)

H.test('settings changed on the client reach formlsp (workspace/didChangeConfiguration)', function()
  H.skip_unless(has_enable, needs)
  local bufnr = checks.fresh_form()
  local client = H.truthy(client_named(bufnr, 'formlsp'), 'formlsp is attached')

  client.settings = { formlsp = { rules = { [checks.stuck_field_rule] = 'error' } } }
  client:notify('workspace/didChangeConfiguration', { settings = client.settings })

  H.wait_for('the stuck field reported as an error', function()
    local diagnostic = checks.stuck_field_diagnostics(bufnr)[1]
    return diagnostic and diagnostic.severity == vim.diagnostic.severity.ERROR
  end)
end)

H.test('stopping the enabled client shuts formlsp down with exit code 0', function()
  H.skip_unless(has_enable, needs)
  local client = H.truthy(checks.formlsp_client(vim.api.nvim_get_current_buf()), 'formlsp is attached')

  client:stop()

  H.eq({ 0 }, H.wait_for('formlsp to exit', function()
    return #exits > 0 and exits
  end), 'exit codes')
end)
