// mf_finance: expenses (défraiements), payment orders and the monthly régie (later issues).
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-finance',
  exposes: {
    './Finance': './src/exposes/Finance.tsx',
    './Regie': './src/exposes/Regie.tsx',
    './TrainingExpensesTab': './src/exposes/TrainingExpensesTab.tsx',
  },
});
