using System.Threading.Tasks;
using Microsoft.CodeAnalysis.Testing;
using Spanwire.CodeFixes;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>The layout rules' fixes, through the Roslyn SDK's code-fix test: markup locations, several files, Fix All.</summary>
public class LayoutCodeFixTests
{
    [Fact]
    public async Task SPW0012_fix_moves_the_other_parts_serialized_members_after_the_last_one_in_order()
    {
        var test = new RoslynTest<LayoutAnalyzer, OnePartCodeFix>
        {
            TestState =
            {
                Sources =
                {
                    ("Message.cs", """
                        using Spanwire;

                        [BinarySerializable]
                        public partial class Message
                        {
                            public int {|SPW0012:Id|};

                            public long Sent { get; set; }
                        }
                        """),
                    ("Message.Extra.cs", """
                        using Spanwire;

                        public partial class Message
                        {
                            /// <summary>What the message says.</summary>
                            public string Text { get; set; } = "";

                            [BinaryIgnore] public string Cache = "";

                            [BinaryFixedLength(4)]
                            public byte[] Tag = new byte[4];
                        }
                        """),
                },
            },
            FixedState =
            {
                Sources =
                {
                    ("Message.cs", """
                        using Spanwire;

                        [BinarySerializable]
                        public partial class Message
                        {
                            public int Id;

                            public long Sent { get; set; }
                            /// <summary>What the message says.</summary>
                            public string Text { get; set; } = "";

                            [BinaryFixedLength(4)]
                            public byte[] Tag = new byte[4];
                        }
                        """),
                    ("Message.Extra.cs", """
                        using Spanwire;

                        public partial class Message
                        {

                            [BinaryIgnore] public string Cache = "";
                        }
                        """),
                },
            },
        };
        await test.RunAsync();
    }

    /// <summary>Fix All settles every split type in one pass: the batch fixer merges the fixes' edits of both files.</summary>
    [Fact]
    public async Task SPW0012_fix_all_moves_the_members_of_every_split_type()
    {
        var test = new RoslynTest<LayoutAnalyzer, OnePartCodeFix>
        {
            TestState =
            {
                Sources =
                {
                    ("Types.cs", """
                        using Spanwire;

                        [BinarySerializable]
                        public partial class Ping { public int {|SPW0012:Id|}; }

                        [BinarySerializable]
                        public partial struct Pong { public int {|SPW0012:Id|}; }
                        """),
                    ("A.Types.cs", """
                        public partial class Ping { public long Sent; }

                        public partial struct Pong { public long Received; }
                        """),
                },
            },
            FixedState =
            {
                Sources =
                {
                    ("Types.cs", """
                        using Spanwire;

                        [BinarySerializable]
                        public partial class Ping { public int Id; public long Sent; }

                        [BinarySerializable]
                        public partial struct Pong { public int Id; public long Received; }
                        """),
                    ("A.Types.cs", """
                        public partial class Ping { }

                        public partial struct Pong { }
                        """),
                },
            },
        };
        await test.RunAsync();
    }

    /// <summary>A positional record's members are its parameters: nothing to move after them, so no fix is offered.</summary>
    [Fact]
    public async Task SPW0012_fix_is_not_offered_after_positional_parameters()
    {
        var test = new RoslynTest<LayoutAnalyzer, OnePartCodeFix>
        {
            TestState =
            {
                Sources =
                {
                    ("Reading.cs", "[Spanwire.BinarySerializable] public partial record Reading(int {|SPW0012:Id|});"),
                    ("A.Reading.cs", "public partial record Reading { public long Sent { get; init; } }"),
                },
            },
        };
        test.FixedState.Sources.AddRange(test.TestState.Sources);
        await test.RunAsync();
    }
}
