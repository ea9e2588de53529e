int plain_helper(int);
