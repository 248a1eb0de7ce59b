-- formlsp for Neovim 0.7 through 0.11+: starts the formlsp language server on Swift buffers, next to
-- sourcekit-lsp. On 0.11+ `vim.lsp.enable('formlsp')` with lsp/formlsp.lua does the same job.
local commands = require('formlsp.commands')
local compat = require('formlsp.compat')

local M = {}

--- The keys of `setup()`'s options that belong to this plugin; every other key (settings,
--- init_options, capabilities, handlers, on_exit, flags, ...) is passed to the client unchanged.
local plugin_keys = { filetypes = true, root_markers = true }

M.defaults = {
  name = 'formlsp',
  cmd = { 'formlsp' },
  filetypes = { 'swift' },
  root_markers = { '.formlsp.json', 'Package.swift', '.git' },
}

--- Neovim 0.7 has no `vim.lsp.start`: one client per root folder, kept here.
local clients_by_root = {}

local is_list = vim.islist or vim.tbl_islist -- renamed in 0.10

--- The options of `setup()` merged over the defaults.
function M.config(opts)
  opts = opts or {}
  local config = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts)
  -- A list (cmd, filetypes, root_markers) replaces the default; a deep merge would mix them by index.
  for key, value in pairs(opts) do
    if type(value) == 'table' and is_list(value) then
      config[key] = value
    end
  end
  return config
end

local function client_config(config, root_dir)
  local client = { root_dir = root_dir }
  for key, value in pairs(config) do
    if not plugin_keys[key] then
      client[key] = value
    end
  end
  client.workspace_folders = { { uri = vim.uri_from_fname(root_dir), name = root_dir } }
  local user_on_attach = config.on_attach
  client.on_attach = function(attached, bufnr)
    commands.attach(attached, bufnr) -- Neovim 0.7 has no LspAttach for plugin/formlsp.lua
    if user_on_attach then
      user_on_attach(attached, bufnr)
    end
  end
  return client
end

--- Starts formlsp for `bufnr` (or attaches the running client of its root folder); returns the
--- client id, or nil for a buffer with no file.
function M.start(bufnr, config)
  config = config or M.config()
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == '' then
    return nil
  end
  local root_dir = compat.find_root(path, config.root_markers) or vim.fn.fnamemodify(path, ':p:h')
  local client = client_config(config, root_dir)

  if vim.lsp.start then -- 0.8+: reuses the client with the same name and root folder
    return vim.lsp.start(client, { bufnr = bufnr })
  end

  local id = clients_by_root[root_dir]
  if not (id and vim.lsp.get_client_by_id(id)) then
    local user_on_exit = client.on_exit
    client.on_exit = function(code, signal, client_id)
      if clients_by_root[root_dir] == client_id then
        clients_by_root[root_dir] = nil
      end
      if user_on_exit then
        user_on_exit(code, signal, client_id)
      end
    end
    id = vim.lsp.start_client(client)
    if not id then
      return nil
    end
    clients_by_root[root_dir] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

--- Starts formlsp on every buffer of the configured file types, now and as they open.
function M.setup(opts)
  local config = M.config(opts)
  local group = vim.api.nvim_create_augroup('formlsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = config.filetypes,
    callback = function(args)
      M.start(args.buf, config)
    end,
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(config.filetypes, vim.bo[bufnr].filetype) then
      M.start(bufnr, config)
    end
  end
end

M.fix_all = commands.fix_all
M.show_chains = commands.show_chains

return M
