import { formatIndiaTime } from '@propwash/domain/india-time';
import type { StorageStats } from '@propwash/domain/analytics/schemas';
import { Boxes, HardDrive, Image, Images } from 'lucide-react';
import { formatBytes, formatCost, formatCount, formatDay } from './analytics-format.ts';
import { Panel } from './analytics-ui.tsx';
import { formatRupees } from '#app/lib/money.ts';
import { type Report, figure, StatGrid, Facts } from './report-blocks.tsx';

/** Image storage as it is now: files, size and cost. */
export function StorageTab({ report, isFailed }: Report<'storage'>) {
  const unknown = (text: string) => (isFailed ? '—' : text);
  const figures = [
    figure('Images', report && formatCount(report.imageCount), Images, 'brand'),
    figure('Total size', report && formatBytes(report.totalBytes), HardDrive, 'success'),
    figure(
      'Products with images',
      report && formatCount(report.productsWithImages),
      Boxes,
      'accent',
    ),
    figure(
      'Images per product',
      report &&
        report.averageImagesPerProduct.toLocaleString('en-IN', { maximumFractionDigits: 1 }),
      Image,
      'violet',
      { note: 'Average, over products with images' },
    ),
  ];
  return (
    <div className="space-y-6">
      <StatGrid figures={figures} className="xl:grid-cols-4" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Estimated cost" description="Total size × price per GB-month">
          <Facts
            facts={
              report && [
                ['Per month', formatCost(report.estimatedMonthlyCost)],
                ['Per year', formatCost(report.estimatedYearlyCost)],
                ['Price per GB-month', formatRupees(report.pricePerGbMonth)],
                ['Storage class', report.storageClass],
                [
                  'Region',
                  report.region ?? unknown(report.backend === 'local' ? 'None (local disk)' : '—'),
                ],
              ]
            }
            emphasise={2}
          />
        </Panel>
        <Panel
          title={isFailed ? 'Bucket or folder' : report?.backend === 's3' ? 'Bucket' : 'Folder'}
          description={
            report &&
            !isFailed &&
            (report.backend === 's3' ? 'S3-compatible object storage' : 'Local disk')
          }
        >
          <Facts
            facts={
              report && [
                [report.backend === 's3' ? 'Bucket' : 'Location', report.location],
                [
                  'Kind',
                  unknown(
                    report.backend === 's3' ? 'S3-compatible bucket' : 'Folder on the server',
                  ),
                ],
                ['Created', unknown(createdText(report))],
              ]
            }
          />
        </Panel>
      </div>
    </div>
  );
}

function createdText(report: StorageStats): string {
  if (!report.createdAt) return 'Not known';
  return formatIndiaTime(report.createdAt, 'date') || formatDay(report.createdAt);
}
