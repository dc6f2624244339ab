using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Controls;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>How a read builds the value: the constructor whose parameters match the members.</summary>
internal sealed partial class TypeParser
{
    /// <summary>
    /// Picks the constructor with the most parameters whose every parameter names a serialized member of the same
    /// type (or an ignored member, which gets <c>default</c>), provided every other member can be assigned in an object
    /// initializer. Gives the member names in parameter order (empty for <c>default</c>), or null when none fits.
    /// </summary>
    private static IMethodSymbol? ChooseConstructor(INamedTypeSymbol type, List<ISymbol> members, List<ISymbol> ignored, out List<string>? arguments)
    {
        foreach (IMethodSymbol constructor in type.InstanceConstructors.OrderByDescending(c => c.Parameters.Length))
        {
            if (constructor.Parameters.Length == 1 && SymbolEqualityComparer.Default.Equals(constructor.Parameters[0].Type, type))
            {
                continue; // a record's copy constructor
            }

            var names = new List<string>();
            foreach (IParameterSymbol parameter in constructor.Parameters)
            {
                ISymbol? match = members.FirstOrDefault(m => string.Equals(m.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)
                    && SymbolEqualityComparer.Default.Equals(MemberSelection.DataType(m), parameter.Type));
                if (match is not null)
                {
                    names.Add(match.Name);
                }
                else if (ignored.Any(member => string.Equals(member.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)))
                {
                    names.Add(string.Empty);
                }
                else
                {
                    names = null;
                    break;
                }
            }

            if (names is not null && members.All(m => MemberSelection.IsSettable(m) || names.Contains(m.Name)))
            {
                arguments = names;
                return constructor;
            }
        }

        arguments = null;
        return null;
    }
}
