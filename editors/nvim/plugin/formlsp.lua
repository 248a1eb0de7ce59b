-- Adds :LspFormlspFixAll and :LspFormlspChains to every buffer a client named formlsp attaches to,
-- however it was started: vim.lsp.enable('formlsp'), nvim-lspconfig or require('formlsp').setup().
-- LspAttach exists from Neovim 0.8 on; on 0.7, setup() adds the commands itself.
if vim.g.loaded_formlsp or vim.fn.has('nvim-0.8') == 0 then
  return
end
vim.g.loaded_formlsp = true

vim.api.nvim_create_autocmd('LspAttach', {
  group = vim.api.nvim_create_augroup('formlsp_commands', { clear = true }),
  callback = function(args)
    local client = vim.lsp.get_client_by_id(args.data.client_id)
    if client and client.name == 'formlsp' then
      require('formlsp.commands').attach(client, args.buf)
    end
  end,
})
