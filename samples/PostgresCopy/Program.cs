using System;
using System.Diagnostics;
using System.IO;
using System.IO.Pipelines;
using System.Threading.Tasks;
using Npgsql;
using NpgsqlTypes;
using PostgresCopy;
using Spanwire;

// Bulk load and export through PostgreSQL's binary COPY: Spanwire's declared format over Npgsql's raw copy stream,
// against Npgsql's own NpgsqlBinaryImporter and NpgsqlBinaryExporter, on the same rows in the same run. Both tables
// are checked by SQL to hold the same data, and both exports are checked against the rows generated.
//   dotnet run -c Release --project samples/PostgresCopy -- PORT [ROWS]
int port = args.Length > 0 ? int.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 5432;
int rows = args.Length > 1 ? int.Parse(args[1], System.Globalization.CultureInfo.InvariantCulture) : 1_000_000;
string connectionString = $"Host=127.0.0.1;Port={port};Username=spanwire;Password=spanwire-secret;Database=postgres";

await using var connection = new NpgsqlConnection(connectionString);
await connection.OpenAsync();

// Warm-up rounds first, as long as the measured one: tiered compilation needs about a second of each library's loop to
// reach its final code, so the measured round compares steady states rather than whichever ran first.
for (int warmUp = 0; warmUp < 2; warmUp++)
{
    await Round(connection, rows, report: false);
}

Console.WriteLine($"{rows:N0} rows of int8, int4, float8, text, nullable text, bool, timestamptz, nullable bytea, uuid");
await Round(connection, rows, report: true);
return 0;

// Loads the rows with both libraries, checks both tables by SQL, exports both and checks every row.
static async Task Round(NpgsqlConnection connection, int rows, bool report)
{
    foreach (string table in new[] { "rows_spanwire", "rows_npgsql" })
    {
        await Execute(connection, $"DROP TABLE IF EXISTS {table}; CREATE UNLOGGED TABLE {table} (id int8, qty int4, price float8, name text, note text, active bool, at timestamptz, blob bytea, uid uuid)");
    }

    TextWriter output = report ? Console.Out : TextWriter.Null;
    (double spanwireLoad, double spanwireLoadCpu, long payload) = await Measure(() => LoadWithSpanwire(connection, rows));
    (double npgsqlLoad, double npgsqlLoadCpu, _) = await Measure(async () => { await LoadWithNpgsql(connection, rows); return 0; });
    Report(output, "load", rows, spanwireLoad, spanwireLoadCpu, npgsqlLoad, npgsqlLoadCpu);
    output.WriteLine($"  COPY payload: {payload / (double)rows:F1} bytes per row (the same format either way)");

    // The server holds the same data from both loads.
    string digest = "SELECT count(*), sum(id), sum(qty), sum(price), md5(string_agg(name || coalesce(note, '~') || active::text || at::text || coalesce(encode(blob, 'hex'), '~') || uid::text, ',' ORDER BY id)) FROM ";
    string loadedBySpanwire = await Scalar(connection, digest + "rows_spanwire");
    string loadedByNpgsql = await Scalar(connection, digest + "rows_npgsql");
    Check(loadedBySpanwire == loadedByNpgsql, $"the tables differ:\n  {loadedBySpanwire}\n  {loadedByNpgsql}");
    output.WriteLine($"  checked by SQL: both tables hold the same {rows:N0} rows ({loadedBySpanwire[..Math.Min(48, loadedBySpanwire.Length)]}...)");

    // Each export pair runs three times in the measured round, alternating, and each side reports its fastest run: one
    // export of each against a server on this shared host varied by tens of percent and made the comparison a coin toss.
    int runs = report ? 3 : 1;
    ((double spanwireExport, double spanwireExportCpu, long checkedBySpanwire), (double npgsqlExport, double npgsqlExportCpu, long checkedByNpgsql))
        = await Fastest(runs, () => ExportWithSpanwire(connection), () => ExportWithNpgsql(connection));
    Check(checkedBySpanwire == rows && checkedByNpgsql == rows, $"exports checked {checkedBySpanwire:N0} and {checkedByNpgsql:N0} rows of {rows:N0}");
    Report(output, "export", rows, spanwireExport, spanwireExportCpu, npgsqlExport, npgsqlExportCpu);
    output.WriteLine($"  every exported row equals the row generated ({rows:N0} each way)");

    // The same exports with synchronous reads: Npgsql's raw stream is much cheaper read synchronously, and so is its exporter.
    ((double spanwireSync, double spanwireSyncCpu, long checkedBySpanwireSync), (double npgsqlSync, double npgsqlSyncCpu, long checkedByNpgsqlSync))
        = await Fastest(runs, () => Task.FromResult(ExportWithSpanwireSync(connection)), () => Task.FromResult(ExportWithNpgsqlSync(connection)));
    Check(checkedBySpanwireSync == rows && checkedByNpgsqlSync == rows, $"synchronous exports checked {checkedBySpanwireSync:N0} and {checkedByNpgsqlSync:N0} rows of {rows:N0}");
    Report(output, "export, synchronous reads", rows, spanwireSync, spanwireSyncCpu, npgsqlSync, npgsqlSyncCpu);

    // What the transport alone costs: the raw COPY stream drained into a buffer, nothing parsed (Npgsql returns one row per read).
    (_, double drainCpu, long drained) = await Measure(() => DrainRawCopy(connection));
    (_, double drainSyncCpu, _) = await Measure(() => Task.FromResult(DrainRawCopySync(connection)));
    output.WriteLine($"  the raw COPY stream alone (read, not parsed: {drained:N0} bytes): {drainCpu * 1e9 / rows:N0} ns client CPU per row with async reads, "
        + $"{drainCpu / npgsqlExportCpu:F2}x Npgsql's async exporter; {drainSyncCpu * 1e9 / rows:N0} ns with synchronous reads, {drainSyncCpu / npgsqlSyncCpu:F2}x its synchronous exporter");
}

// Spanwire: the header, one reused row per tuple into a PipeWriter over the raw COPY stream, flushed every 64 KiB.
static async Task<long> LoadWithSpanwire(NpgsqlConnection connection, int rows)
{
    await using NpgsqlRawCopyStream copy = await connection.BeginRawBinaryCopyAsync("COPY rows_spanwire FROM STDIN (FORMAT binary)");
    PipeWriter writer = PipeWriter.Create(copy, new StreamPipeWriterOptions(leaveOpen: true));
    long written = BinarySerializer.Serialize(new CopyHeader(), writer);
    var row = new CopyRow();
    byte[] blob = new byte[16];
    for (int i = 0; i < rows; i++)
    {
        Rows.Fill(row, i, blob);
        written += BinarySerializer.Serialize<CopyTuple>(row, writer);
        if (writer.UnflushedBytes >= 64 * 1024)
        {
            await writer.FlushAsync();
        }
    }

    written += BinarySerializer.Serialize<CopyTuple>(new CopyEnd(), writer);
    await writer.FlushAsync();
    return written;
}

// Npgsql's importer, as its documentation writes a row.
static async Task LoadWithNpgsql(NpgsqlConnection connection, int rows)
{
    await using NpgsqlBinaryImporter importer = await connection.BeginBinaryImportAsync("COPY rows_npgsql FROM STDIN (FORMAT binary)");
    var row = new CopyRow();
    byte[] blob = new byte[16];
    for (int i = 0; i < rows; i++)
    {
        Rows.Fill(row, i, blob);
        await importer.StartRowAsync();
        await importer.WriteAsync(row.Id, NpgsqlDbType.Bigint);
        await importer.WriteAsync(row.Quantity, NpgsqlDbType.Integer);
        await importer.WriteAsync(row.Price, NpgsqlDbType.Double);
        await importer.WriteAsync(row.Name, NpgsqlDbType.Text);
        await (row.Note is null ? importer.WriteNullAsync() : importer.WriteAsync(row.Note, NpgsqlDbType.Text));
        await importer.WriteAsync(row.Active, NpgsqlDbType.Boolean);
        await importer.WriteAsync(row.At, NpgsqlDbType.TimestampTz);
        await (row.Blob is null ? importer.WriteNullAsync() : importer.WriteAsync(row.Blob, NpgsqlDbType.Bytea));
        await importer.WriteAsync(row.Uid, NpgsqlDbType.Uuid);
    }

    await importer.CompleteAsync();
}

// Spanwire: the header, then the tuples through one PipeReader until the trailer; each row checked.
static async Task<long> ExportWithSpanwire(NpgsqlConnection connection)
{
    await using NpgsqlRawCopyStream copy = await connection.BeginRawBinaryCopyAsync("COPY (SELECT * FROM rows_spanwire ORDER BY id) TO STDOUT (FORMAT binary)");
    PipeReader reader = PipeReader.Create(copy, new StreamPipeReaderOptions(leaveOpen: true));
    await BinarySerializer.DeserializeAsync<CopyHeader>(reader);
    var expected = new CopyRow();
    byte[] blob = new byte[16];
    long count = 0;
    await foreach (CopyTuple tuple in BinarySerializer.DeserializeAllAsync<CopyTuple>(reader))
    {
        if (tuple is not CopyRow row)
        {
            break;
        }

        Rows.Fill(expected, (int)count, blob);
        Check(Rows.Equal(row, expected), $"Spanwire's export: row {count} differs");
        count++;
    }

    await reader.CompleteAsync();
    return count;
}

// Spanwire, synchronously: the header, then the tuples from the raw stream itself (DeserializeAll refills one pooled buffer).
static long ExportWithSpanwireSync(NpgsqlConnection connection)
{
    using NpgsqlRawCopyStream copy = connection.BeginRawBinaryCopy("COPY (SELECT * FROM rows_spanwire ORDER BY id) TO STDOUT (FORMAT binary)");
    BinarySerializer.Deserialize<CopyHeader>(copy);
    var expected = new CopyRow();
    byte[] blob = new byte[16];
    long count = 0;
    foreach (CopyTuple tuple in BinarySerializer.DeserializeAll<CopyTuple>(copy))
    {
        if (tuple is not CopyRow row)
        {
            break;
        }

        Rows.Fill(expected, (int)count, blob);
        Check(Rows.Equal(row, expected), $"Spanwire's synchronous export: row {count} differs");
        count++;
    }

    return count;
}

// Npgsql's exporter, synchronously.
static long ExportWithNpgsqlSync(NpgsqlConnection connection)
{
    using NpgsqlBinaryExporter exporter = connection.BeginBinaryExport("COPY (SELECT * FROM rows_npgsql ORDER BY id) TO STDOUT (FORMAT binary)");
    var expected = new CopyRow();
    byte[] blob = new byte[16];
    long count = 0;
    while (exporter.StartRow() != -1)
    {
        var row = new CopyRow
        {
            Id = exporter.Read<long>(NpgsqlDbType.Bigint),
            Quantity = exporter.Read<int>(NpgsqlDbType.Integer),
            Price = exporter.Read<double>(NpgsqlDbType.Double),
            Name = exporter.Read<string>(NpgsqlDbType.Text),
        };
        row.Note = exporter.IsNull ? SkipSync<string>(exporter) : exporter.Read<string>(NpgsqlDbType.Text);
        row.Active = exporter.Read<bool>(NpgsqlDbType.Boolean);
        row.At = exporter.Read<DateTime>(NpgsqlDbType.TimestampTz);
        row.Blob = exporter.IsNull ? SkipSync<byte[]>(exporter) : exporter.Read<byte[]>(NpgsqlDbType.Bytea);
        row.Uid = exporter.Read<Guid>(NpgsqlDbType.Uuid);
        Rows.Fill(expected, (int)count, blob);
        Check(Rows.Equal(row, expected), $"Npgsql's synchronous export: row {count} differs");
        count++;
    }

    return count;
}

static T? SkipSync<T>(NpgsqlBinaryExporter exporter)
    where T : class
{
    exporter.Skip();
    return null;
}

// The export's transport cost: the same COPY through BeginRawBinaryCopy, read into a 64 KiB buffer and dropped.
static async Task<long> DrainRawCopy(NpgsqlConnection connection)
{
    await using NpgsqlRawCopyStream copy = await connection.BeginRawBinaryCopyAsync("COPY (SELECT * FROM rows_spanwire ORDER BY id) TO STDOUT (FORMAT binary)");
    byte[] buffer = new byte[64 * 1024];
    long total = 0;
    int read;
    while ((read = await copy.ReadAsync(buffer, 0, buffer.Length)) > 0)
    {
        total += read;
    }

    return total;
}

static long DrainRawCopySync(NpgsqlConnection connection)
{
    using NpgsqlRawCopyStream copy = connection.BeginRawBinaryCopy("COPY (SELECT * FROM rows_spanwire ORDER BY id) TO STDOUT (FORMAT binary)");
    byte[] buffer = new byte[64 * 1024];
    long total = 0;
    int read;
    while ((read = copy.Read(buffer, 0, buffer.Length)) > 0)
    {
        total += read;
    }

    return total;
}

// Npgsql's exporter, as its documentation reads a row.
static async Task<long> ExportWithNpgsql(NpgsqlConnection connection)
{
    await using NpgsqlBinaryExporter exporter = await connection.BeginBinaryExportAsync("COPY (SELECT * FROM rows_npgsql ORDER BY id) TO STDOUT (FORMAT binary)");
    var expected = new CopyRow();
    byte[] blob = new byte[16];
    long count = 0;
    while (await exporter.StartRowAsync() != -1)
    {
        var row = new CopyRow
        {
            Id = await exporter.ReadAsync<long>(NpgsqlDbType.Bigint),
            Quantity = await exporter.ReadAsync<int>(NpgsqlDbType.Integer),
            Price = await exporter.ReadAsync<double>(NpgsqlDbType.Double),
            Name = await exporter.ReadAsync<string>(NpgsqlDbType.Text),
            Note = exporter.IsNull ? await Skip<string>(exporter) : await exporter.ReadAsync<string>(NpgsqlDbType.Text),
            Active = await exporter.ReadAsync<bool>(NpgsqlDbType.Boolean),
            At = await exporter.ReadAsync<DateTime>(NpgsqlDbType.TimestampTz),
        };
        row.Blob = exporter.IsNull ? await Skip<byte[]>(exporter) : await exporter.ReadAsync<byte[]>(NpgsqlDbType.Bytea);
        row.Uid = await exporter.ReadAsync<Guid>(NpgsqlDbType.Uuid);
        Rows.Fill(expected, (int)count, blob);
        Check(Rows.Equal(row, expected), $"Npgsql's export: row {count} differs");
        count++;
    }

    return count;
}

static async Task<T?> Skip<T>(NpgsqlBinaryExporter exporter)
    where T : class
{
    await exporter.SkipAsync();
    return null;
}

// Runs two operations `runs` times, alternating, and returns each one's fastest run (wall time, its CPU time, its result).
static async Task<((double Seconds, double CpuSeconds, long Result) First, (double Seconds, double CpuSeconds, long Result) Second)> Fastest(
    int runs, Func<Task<long>> first, Func<Task<long>> second)
{
    (double Seconds, double CpuSeconds, long Result) bestFirst = (double.MaxValue, 0, 0), bestSecond = (double.MaxValue, 0, 0);
    for (int run = 0; run < runs; run++)
    {
        var measured = await Measure(first);
        bestFirst = measured.Seconds < bestFirst.Seconds ? measured : bestFirst;
        measured = await Measure(second);
        bestSecond = measured.Seconds < bestSecond.Seconds ? measured : bestSecond;
    }

    return (bestFirst, bestSecond);
}

// Wall time, this process's CPU time, and the operation's result.
static async Task<(double Seconds, double CpuSeconds, long Result)> Measure(Func<Task<long>> operation)
{
    GC.Collect();
    TimeSpan cpu = Process.GetCurrentProcess().TotalProcessorTime;
    var stopwatch = Stopwatch.StartNew();
    long result = await operation();
    stopwatch.Stop();
    return (stopwatch.Elapsed.TotalSeconds, (Process.GetCurrentProcess().TotalProcessorTime - cpu).TotalSeconds, result);
}

static void Report(TextWriter output, string what, int rows, double spanwire, double spanwireCpu, double npgsql, double npgsqlCpu)
{
    output.WriteLine($"{what}: Spanwire {rows / spanwire:N0} rows/s, {spanwireCpu * 1e9 / rows:N0} ns client CPU per row; "
        + $"Npgsql {rows / npgsql:N0} rows/s, {npgsqlCpu * 1e9 / rows:N0} ns client CPU per row; "
        + $"rate {npgsql / spanwire:F2}x Npgsql's, client CPU {spanwireCpu / npgsqlCpu:F2}x Npgsql's");
}

static async Task Execute(NpgsqlConnection connection, string sql)
{
    await using var command = new NpgsqlCommand(sql, connection);
    await command.ExecuteNonQueryAsync();
}

static async Task<string> Scalar(NpgsqlConnection connection, string sql)
{
    await using var command = new NpgsqlCommand(sql, connection);
    await using NpgsqlDataReader reader = await command.ExecuteReaderAsync();
    await reader.ReadAsync();
    var values = new object[reader.FieldCount];
    reader.GetValues(values);
    return string.Join(" | ", values);
}

static void Check(bool condition, string what)
{
    if (!condition)
    {
        Console.Error.WriteLine($"FAILED: {what}");
        Environment.Exit(1);
    }
}

/// <summary>The rows both loaders write: the same values from the row number, every third note and fifth blob NULL.</summary>
internal static class Rows
{
    private static readonly DateTime Start = new(2024, 1, 1, 0, 0, 0, DateTimeKind.Utc);

    public static void Fill(CopyRow row, int i, byte[] blob)
    {
        row.Id = i;
        row.Quantity = i % 1000;
        row.Price = i * 0.25;
        row.Name = "item-" + i.ToString(System.Globalization.CultureInfo.InvariantCulture);
        row.Note = i % 3 == 0 ? null : "note";
        row.Active = i % 2 == 0;
        row.At = Start.AddTicks(i * 10L);
        System.Buffers.Binary.BinaryPrimitives.WriteInt32BigEndian(blob, i);
        row.Blob = i % 5 == 0 ? null : blob;
        row.Uid = new Guid(i, (short)(i >> 16), 7, 1, 2, 3, 4, 5, 6, 7, 8);
    }

    public static bool Equal(CopyRow a, CopyRow b)
        => a.Id == b.Id && a.Quantity == b.Quantity && a.Price == b.Price && a.Name == b.Name && a.Note == b.Note && a.Active == b.Active
            && a.At == b.At && (a.Blob is null ? b.Blob is null : b.Blob is not null && a.Blob.AsSpan().SequenceEqual(b.Blob)) && a.Uid == b.Uid;
}
