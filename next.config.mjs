import createMDX from '@next/mdx';

const withMDX = createMDX({});

/** @type {import('next').NextConfig} */
const nextConfig = {
  pageExtensions: ['ts', 'tsx', 'mdx'],
  reactStrictMode: true,
  poweredByHeader: false,
  // The site is served by `next start`; images are local SVG/PNG only.
  images: { unoptimized: true },
};

export default withMDX(nextConfig);
