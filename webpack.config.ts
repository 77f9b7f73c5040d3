import { resolve } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { version } from './package.json';
import { PreloadEntryAssetsPlugin } from './scripts/preloadPlugin';

/**
 * The SPA bundle: content-hashed, route-split chunks under /apply/ (spec section 1).
 * ts-loader only transpiles; `tsc --noEmit` type-checks in `npm test`.
 */
export default function webpackConfig(mode: 'production' | 'development' = 'production'): Configuration {
  const production = mode === 'production';
  return {
    mode,
    entry: { main: './src/app/main.tsx' },
    output: {
      path: resolve(__dirname, 'dist'),
      publicPath: '/apply/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: !production } } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      // Sent by the address adapter as X-Client-Version (spec section 7); declared in src/globals.d.ts.
      new webpack.DefinePlugin({ __CLIENT_VERSION__: JSON.stringify(version) }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new PreloadEntryAssetsPlugin(),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all', cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial' } } },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
  };
}
