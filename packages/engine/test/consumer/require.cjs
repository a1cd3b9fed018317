// A CommonJS program of another developer's: Node 20.19 and later require() an ES module.
const { formatBirr, getCard } = require('@bingo/engine');

console.log(JSON.stringify({ money: formatBirr(123450), card: getCard(1).rows[0] }));
