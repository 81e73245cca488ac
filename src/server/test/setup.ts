// Server tests run quietly unless LOG_LEVEL asks otherwise.
process.env.LOG_LEVEL ??= 'silent';
