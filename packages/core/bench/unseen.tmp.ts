import { measureUnseenNames } from './label-bench';
for (let i = 0; i < 3; i++) console.log(measureUnseenNames(10));
