"""What people touch: the command line, terminal and web clients."""
