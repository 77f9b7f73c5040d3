import webpack from 'webpack';
import webpackConfig from '../webpack.config';
import { precompress } from './precompress';

/** Builds the SPA with webpack's Node API (no CLI, so the TypeScript config needs no loader). */
const mode = process.argv.includes('--development') ? 'development' : 'production';
webpack(webpackConfig(mode), (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString({ colors: true, all: false, errors: true }));
    process.exit(1);
  }
  console.log(stats.toString({ colors: true, assets: true, modules: false, chunks: false, children: false }).split('\n').slice(0, 30).join('\n'));
  const outputPath = stats.compilation.outputOptions.path;
  if (mode === 'production' && outputPath) console.log(`Precompressed ${precompress(outputPath)} files (brotli and gzip).`);
});
