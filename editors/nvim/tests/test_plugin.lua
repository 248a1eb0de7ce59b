-- The plugin driving the real formlsp binary (env FORMLSP) through its own setup(), as a user's
-- config on Neovim 0.7 to 0.10 would (it works on later ones too): attach, then form_checks.lua's
-- diagnostics, quick fixes, fix-all and chains, then a clean shutdown.
local H = require('harness')
local checks = require('form_checks')
local formlsp = require('formlsp')

local binary = H.truthy(os.getenv('FORMLSP'), 'FORMLSP names the formlsp binary')
local tests_folder = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
local plugin_folder = vim.fn.fnamemodify(tests_folder, ':h')
local settings = { formlsp = { rules = { ['focus-chain-gap'] = 'info' } } }

local exits = {}

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
  vim.cmd('edit ' .. vim.fn.fnameescape(checks.form))
  local bufnr = vim.api.nvim_get_current_buf()

  local client = H.wait_for('formlsp to attach', function()
    local attached = checks.formlsp_client(bufnr)
    return attached and attached.initialized ~= false and attached
  end)
  H.eq(checks.project, client.config.root_dir, 'root_dir')
  H.eq(settings, client.config.settings, 'settings')
  local commands = vim.api.nvim_buf_get_commands(bufnr, {})
  H.truthy(commands.LspFormlspFixAll, ':LspFormlspFixAll is defined on the buffer')
  H.truthy(commands.LspFormlspChains, ':LspFormlspChains is defined on the buffer')
end)

checks.register(true)

H.test('stopping the client shuts formlsp down with exit code 0', function()
  local client = H.truthy(checks.formlsp_client(vim.api.nvim_get_current_buf()), 'formlsp is attached')

  if vim.fn.has('nvim-0.11') == 1 then
    client:stop()
  else
    vim.lsp.stop_client(client.id)
  end

  H.eq({ 0 }, H.wait_for('formlsp to exit', function()
    return #exits > 0 and exits
  end), 'exit codes')
end)
