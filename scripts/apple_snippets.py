def extract(root):
    return []
