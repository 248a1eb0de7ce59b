-- formlsp for Neovim 0.11+: `vim.lsp.enable('formlsp')` picks up this file from 'runtimepath'.
-- The buffer commands come from plugin/formlsp.lua. Older Neovim: `require('formlsp').setup()`.
---@type vim.lsp.Config
return {
  cmd = { 'formlsp' },
  filetypes = { 'swift' },
  root_markers = { '.formlsp.json', 'Package.swift', '.git' },
}
