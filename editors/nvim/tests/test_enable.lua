-- Neovim 0.11+: lsp/formlsp.lua through vim.lsp.config() and vim.lsp.enable(), against the real
-- formlsp binary (env FORMLSP). Older Neovim reports these tests as skipped.
local H = require('harness')

local binary = H.truthy(os.getenv('FORMLSP'), 'FORMLSP names the formlsp binary')
local tests_folder = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
local project = tests_folder .. '/project'
local form = project .. '/Sources/SignUpForm.swift'
local has_enable = vim.fn.has('nvim-0.11') == 1
local exits = {}

local function formlsp_client(bufnr)
  return vim.lsp.get_clients({ bufnr = bufnr, name = 'formlsp' })[1]
end

H.test('vim.lsp.enable("formlsp") attaches to a Swift buffer with the buffer commands', function()
  H.skip_unless(has_enable, 'vim.lsp.enable needs Neovim 0.11')
  vim.lsp.config('formlsp', {
    cmd = { binary },
    on_exit = function(code)
      table.insert(exits, code)
    end,
  })
  vim.lsp.enable('formlsp')

  vim.cmd('edit ' .. vim.fn.fnameescape(form))
  local bufnr = vim.api.nvim_get_current_buf()

  local client = H.wait_for('formlsp to attach', function()
    return formlsp_client(bufnr)
  end)
  H.eq(project, client.config.root_dir, 'root_dir')
  local commands = vim.api.nvim_buf_get_commands(bufnr, {})
  H.truthy(commands.LspFormlspFixAll, ':LspFormlspFixAll is defined on the buffer')
  H.truthy(commands.LspFormlspChains, ':LspFormlspChains is defined on the buffer')
end)

H.test('stopping the enabled client shuts formlsp down with exit code 0', function()
  H.skip_unless(has_enable, 'vim.lsp.enable needs Neovim 0.11')
  local client = H.truthy(formlsp_client(vim.api.nvim_get_current_buf()), 'formlsp is attached')

  client:stop()

  H.eq({ 0 }, H.wait_for('formlsp to exit', function()
    return #exits > 0 and exits
  end), 'exit codes')
end)
