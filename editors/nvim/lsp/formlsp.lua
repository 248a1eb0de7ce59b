-- formlsp for Neovim 0.11+: `vim.lsp.enable('formlsp')` picks up this file from 'runtimepath'.
-- Older Neovim: `require('formlsp').setup()` (see :help formlsp).
---@type vim.lsp.Config
return {
  cmd = { 'formlsp' },
  filetypes = { 'swift' },
  root_markers = { '.formlsp.json', 'Package.swift', '.git' },
  on_attach = function(client, bufnr)
    require('formlsp.commands').attach(client, bufnr)
  end,
}
