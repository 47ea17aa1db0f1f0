import '@gaming/kernel/testing/setup';
