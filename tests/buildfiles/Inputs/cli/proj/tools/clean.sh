echo nothing to do here
